//! Held-out evaluation of the learned tier on `data/generated_test.jsonl` (templates unseen
//! in training). Prints span P/R/F1 (exact and overlap) per language and type for the spans
//! the policy keeps (score >= learned_min_score), topic P/R at the policy's thresholds, a
//! reliability table of span scores, and per-request latency on 2 KB inputs; asserts
//! floors just under the measured numbers.
//! Run with `cargo test -p lily-gate --release --test learned_eval -- --nocapture`.

use std::collections::HashMap;
use std::time::Instant;

use lily_gate::learned::{classify_topics, detect_spans, LearnedKind, TOPICS};
use serde_json::Value;

const TOPIC_NAMES: [&str; 7] = [
    "health",
    "finance",
    "sexuality",
    "religion",
    "politics",
    "criminal_record",
    "credentials",
];

#[derive(Default, Clone, Copy)]
struct Prf {
    tp: usize,
    fp: usize,
    fn_: usize,
}

impl Prf {
    fn p(&self) -> f64 {
        self.tp as f64 / (self.tp + self.fp).max(1) as f64
    }
    fn r(&self) -> f64 {
        self.tp as f64 / (self.tp + self.fn_).max(1) as f64
    }
    fn f1(&self) -> f64 {
        let (p, r) = (self.p(), self.r());
        if p + r == 0.0 {
            0.0
        } else {
            2.0 * p * r / (p + r)
        }
    }
}

fn load() -> Vec<Value> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/data/generated_test.jsonl");
    std::fs::read_to_string(path)
        .expect("generated_test.jsonl")
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

fn kind_name(k: LearnedKind) -> &'static str {
    match k {
        LearnedKind::PersonName => "PERSON",
        LearnedKind::Address => "ADDRESS",
    }
}

#[test]
fn held_out_quality_and_latency() {
    let recs = load();
    // The policy drops learned spans below this score; measure what the gate uses.
    let floor_score = lily_gate::Policy::default().learned_min_score;
    let threshold = lily_gate::Policy::default().topic_threshold;
    // (lang, type, exact?) -> counts
    let mut spans: HashMap<(String, &str, bool), Prf> = HashMap::new();
    // (lang) -> counts for per-label topics and for the any-topic flag
    let mut topics: HashMap<String, Prf> = HashMap::new();
    let mut flag: HashMap<String, Prf> = HashMap::new();
    // The same flag at the lower edge of the policy's uncertain band (what routes a
    // request with an identifier locally).
    let band = lily_gate::Policy::default().topic_uncertain;
    let mut flag_band: HashMap<String, Prf> = HashMap::new();
    // Reliability of span scores: per score bin, spans and how many overlap a gold span
    // of their type.
    const BINS: [f32; 7] = [0.0, 0.5, 0.8, 0.9, 0.95, 0.99, 1.01];
    let mut reliability = [(0usize, 0usize); 6];
    for r in &recs {
        let text = r["text"].as_str().unwrap();
        let lang = r["lang"].as_str().unwrap().to_string();
        let got = detect_spans(text);
        for s in &got {
            let hit = r["spans"].as_array().unwrap().iter().any(|g| {
                g["type"] == kind_name(s.kind)
                    && (g["start"].as_u64().unwrap() as usize) < s.end
                    && s.start < g["end"].as_u64().unwrap() as usize
            });
            let b = (0..6).find(|&b| s.score < BINS[b + 1]).unwrap_or(5);
            reliability[b].0 += 1;
            reliability[b].1 += hit as usize;
        }
        for ty in ["PERSON", "ADDRESS"] {
            let gold: Vec<(usize, usize)> = r["spans"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|s| s["type"] == ty)
                .map(|s| {
                    (
                        s["start"].as_u64().unwrap() as usize,
                        s["end"].as_u64().unwrap() as usize,
                    )
                })
                .collect();
            let pred: Vec<(usize, usize)> = got
                .iter()
                .filter(|s| kind_name(s.kind) == ty && s.score >= floor_score)
                .map(|s| (s.start, s.end))
                .collect();
            let ex = spans.entry((lang.clone(), ty, true)).or_default();
            ex.tp += pred.iter().filter(|p| gold.contains(p)).count();
            ex.fp += pred.iter().filter(|p| !gold.contains(p)).count();
            ex.fn_ += gold.iter().filter(|g| !pred.contains(g)).count();
            let ov = |a: &(usize, usize), b: &(usize, usize)| a.0 < b.1 && b.0 < a.1;
            let o = spans.entry((lang.clone(), ty, false)).or_default();
            o.tp += gold
                .iter()
                .filter(|g| pred.iter().any(|p| ov(g, p)))
                .count();
            o.fn_ += gold
                .iter()
                .filter(|g| !pred.iter().any(|p| ov(g, p)))
                .count();
            o.fp += pred
                .iter()
                .filter(|p| !gold.iter().any(|g| ov(g, p)))
                .count();
        }
        let gold_t: Vec<&str> = r["topics"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| t.as_str().unwrap())
            .collect();
        let probs = classify_topics(text);
        let t = topics.entry(lang.clone()).or_default();
        let mut any = false;
        let any_band = probs.iter().any(|(_, p)| *p >= band);
        for (k, (_, p)) in probs.iter().enumerate() {
            let (pred, gold) = (*p >= threshold, gold_t.contains(&TOPIC_NAMES[k]));
            any |= pred;
            t.tp += (pred && gold) as usize;
            t.fp += (pred && !gold) as usize;
            t.fn_ += (!pred && gold) as usize;
        }
        let gold_any = !gold_t.is_empty();
        for (m, pred) in [(&mut flag, any), (&mut flag_band, any_band)] {
            let f = m.entry(lang.clone()).or_default();
            f.tp += (pred && gold_any) as usize;
            f.fp += (pred && !gold_any) as usize;
            f.fn_ += (!pred && gold_any) as usize;
        }
    }
    assert_eq!(TOPICS.len(), TOPIC_NAMES.len());

    println!("held-out records: {}", recs.len());
    let mut keys: Vec<_> = spans.keys().cloned().collect();
    keys.sort();
    for k in &keys {
        let c = spans[k];
        println!(
            "{} {:8} {:7} P {:.3} R {:.3} F1 {:.3}  (tp {} fp {} fn {})",
            k.0,
            k.1,
            if k.2 { "exact" } else { "overlap" },
            c.p(),
            c.r(),
            c.f1(),
            c.tp,
            c.fp,
            c.fn_
        );
    }
    println!("span score reliability (all spans, before the policy's floor):");
    for b in 0..6 {
        let (n, hit) = reliability[b];
        println!(
            "  [{:.2}, {:.2}): {n} spans, {:.3} overlap a gold span",
            BINS[b],
            BINS[b + 1].min(1.0),
            hit as f64 / n.max(1) as f64
        );
    }
    for lang in ["en", "ko"] {
        let fb = flag_band[lang];
        println!(
            "{lang} sensitive flag at the uncertain band's edge ({band}): P {:.3} R {:.3}",
            fb.p(),
            fb.r()
        );
    }
    for lang in ["en", "ko"] {
        let (t, f) = (topics[lang], flag[lang]);
        println!(
            "{lang} topics (per label) P {:.3} R {:.3}; sensitive flag P {:.3} R {:.3}",
            t.p(),
            t.r(),
            f.p(),
            f.r()
        );
    }

    // Latency: 2 KB requests built from held-out texts, detect_spans + classify_topics.
    let mut inputs = Vec::new();
    let mut cur = String::new();
    for r in recs.iter().cycle().take(4000) {
        cur.push_str(r["text"].as_str().unwrap());
        cur.push('\n');
        if cur.len() >= 2048 {
            let mut end = 2048;
            while !cur.is_char_boundary(end) {
                end -= 1;
            }
            inputs.push(cur[..end].to_string());
            cur.clear();
        }
    }
    let _ = detect_spans("warm up");
    let _ = classify_topics("warm up");
    let mut times: Vec<f64> = inputs
        .iter()
        .map(|t| {
            let t0 = Instant::now();
            std::hint::black_box(detect_spans(t));
            std::hint::black_box(classify_topics(t));
            t0.elapsed().as_secs_f64() * 1e3
        })
        .collect();
    times.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let pct = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
    println!(
        "latency per 2 KB request ({} inputs): p50 {:.3} ms, p99 {:.3} ms, max {:.3} ms",
        times.len(),
        pct(0.5),
        pct(0.99),
        times[times.len() - 1]
    );

    // Floors: measured values minus a small margin (see MODEL.md).
    let floor = |lang: &str, ty: &'static str, exact: bool, p: f64, r: f64| {
        let c = spans[&(lang.to_string(), ty, exact)];
        assert!(
            c.p() >= p && c.r() >= r,
            "{lang} {ty} exact={exact}: P {:.3} R {:.3} below floors {p}/{r}",
            c.p(),
            c.r()
        );
    };
    for &(lang, ty, p, r) in FLOORS_EXACT {
        floor(lang, ty, true, p, r);
    }
    for &(lang, p, r) in FLOORS_FLAG {
        let f = flag[lang];
        assert!(
            f.p() >= p && f.r() >= r,
            "{lang} topic flag P {:.3} R {:.3}",
            f.p(),
            f.r()
        );
    }
    // A bound for pathological slowness only: the test profile is not a release build and
    // the CI machine may be busy (release numbers: `lily gate bench`, docs/privacy-gate.md).
    assert!(pct(0.99) < 200.0, "p99 latency {:.3} ms", pct(0.99));
}

const FLOORS_EXACT: &[(&str, &str, f64, f64)] = &[
    ("en", "PERSON", 0.85, 0.90),
    ("en", "ADDRESS", 0.97, 0.97),
    ("ko", "PERSON", 0.94, 0.96),
    ("ko", "ADDRESS", 0.96, 0.97),
];
// Eighteenth round: the ninth batch's message frames and plain-word cores trade English
// precision on the generated split (0.896) for recall (0.961) and for recall on hand-written
// text; with it the floors moved from en 0.92 / 0.90 and ko 0.92 / 0.87 (precision / recall)
// to en 0.88 / 0.93 and ko 0.91 / 0.90.
// Twenty-first round: the tenth batch's everyday cores take English precision there to 0.875
// (recall 0.961 as before; Korean 0.925 / 0.928 -> 0.931 / 0.947), so the English precision
// floor moves from 0.88 to 0.87; no recall floor moves.
const FLOORS_FLAG: &[(&str, f64, f64)] = &[("en", 0.87, 0.93), ("ko", 0.91, 0.90)];
