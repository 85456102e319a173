//! The learned tier must never panic and must stay linear on hostile input.

use lily_gate::learned::{classify_topics, detect_spans};
use std::time::Instant;

fn check(text: &str) {
    for s in detect_spans(text) {
        assert!(s.start < s.end && s.end <= text.len());
        assert!(text.is_char_boundary(s.start) && text.is_char_boundary(s.end));
        assert!((0.0..=1.0).contains(&s.score));
    }
    let t = classify_topics(text);
    assert_eq!(t.len(), 7);
    assert!(t.iter().all(|(_, p)| (0.0..=1.0).contains(p)));
}

#[test]
fn odd_inputs_do_not_panic() {
    for t in [
        "",
        " ",
        "\n",
        "\u{0}",
        "김",
        "님",
        "A",
        ".",
        "...",
        "\u{FEFF}",
        "🎉🎉",
        "ㄱㄴㄷ",
        "e\u{301}",
    ] {
        check(t);
    }
    // pseudo-random noise over many Unicode ranges (fixed LCG: reproducible)
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    for len in [1usize, 7, 64, 1000] {
        for _ in 0..50 {
            let s: String = (0..len)
                .filter_map(|_| {
                    x = x
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    char::from_u32(((x >> 33) % 0x11_0000) as u32)
                })
                .collect();
            check(&s);
        }
    }
}

#[test]
fn long_inputs_stay_linear() {
    let unit = "김민수님에게 서울특별시 강남구 테헤란로 123 주소로 보내 주세요. Send it to John Smith at 12 Elm St. ";
    let small = unit.repeat(20);
    let big = unit.repeat(400);
    let t0 = Instant::now();
    check(&small);
    let ts = t0.elapsed().as_secs_f64();
    let t1 = Instant::now();
    check(&big);
    let tb = t1.elapsed().as_secs_f64();
    // 20x the input must not cost wildly more than 20x the time
    assert!(tb < ts * 200.0 + 0.05, "small {ts:.4}s big {tb:.4}s");
    // one giant token and one giant Hangul run
    check(&"a".repeat(200_000));
    check(&"가".repeat(100_000));
    check(&"1".repeat(100_000));
}

/// Lowercase words in identifiers, code and hyphenated compounds are not names; the
/// server joins chat messages with a "lily-message-boundary" line that must stay intact.
#[test]
fn identifiers_and_compounds_are_not_names() {
    for t in [
        "\n\nlily-message-boundary\n\n",
        "Set the read-only flag on the end-to-end tests.",
        "def f(a, b):\n    return a * b",
    ] {
        let spans = detect_spans(t);
        assert!(spans.is_empty(), "{t:?}: {spans:?}");
    }
}
