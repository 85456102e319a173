//! Learned tier of the gate: a span tagger for person names and addresses and a
//! multi-label topic classifier, both trained by `gate/tools/train.py` on generated EN/KO
//! data (see `gate/MODEL.md`). The weights are compiled in, so nothing is read at run time.
//!
//! Feature extraction mirrors `gate/tools/features.py` byte for byte; the parity test
//! (`tests/learned_parity.rs`) holds the two together. Scores are integer sums of i16
//! weights, so Viterbi decoding is exact and identical to the Python side.

use std::cell::OnceCell;
use std::collections::HashMap;
use std::sync::OnceLock;

use crate::normalize::is_hangul;

/// A detected span; `start`/`end` are byte offsets into the text.
#[derive(Clone, Debug, PartialEq)]
pub struct LearnedSpan {
    pub kind: LearnedKind,
    pub start: usize,
    pub end: usize,
    pub score: f32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LearnedKind {
    PersonName,
    Address,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Topic {
    Health,
    Finance,
    Sexuality,
    Religion,
    Politics,
    CriminalRecord,
    Credentials,
}

/// Order of the classifier's outputs (same as `TOPICS` in the generator).
pub const TOPICS: [Topic; 7] = [
    Topic::Health,
    Topic::Finance,
    Topic::Sexuality,
    Topic::Religion,
    Topic::Politics,
    Topic::CriminalRecord,
    Topic::Credentials,
];

/// The trained span taggers. Both come from `gate/tools/train.py` with the same seed and
/// data; the Korean one's data adds the seventh generator batch of names, which on unseen
/// hand-written sets doubles Korean name recall and costs English recall, and the eighth of
/// Korean words that stand where names stand (gate/MODEL.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TaggerModel {
    General,
    Korean,
}

impl TaggerModel {
    /// The Korean tagger reads every text that holds a Hangul syllable.
    pub fn for_text(text: &str) -> Self {
        if text.chars().any(is_hangul) {
            TaggerModel::Korean
        } else {
            TaggerModel::General
        }
    }
}

/// Person-name and address spans, in text order, by the tagger the text's script chooses.
/// Address spans without a letter and person spans with a digit are dropped; the Korean
/// tagger's person spans are fitted to their word (`korean_names::refine_tagged`: particles
/// cut off, verb forms, everyday words and spans that stop inside a word dropped); the
/// general tagger's person spans that
/// are a house number's street become addresses (`14 Rowan Close`), the others pass the
/// English post-filter (`en_names`, `en_things`).
pub fn detect_spans(text: &str) -> Vec<LearnedSpan> {
    detect_spans_read(text, &GeneralReading::new(text))
}

/// `detect_spans` with the general tagger's reading of `text` shared with the English
/// context rules (`GeneralReading`).
pub(crate) fn detect_spans_read(text: &str, reading: &GeneralReading) -> Vec<LearnedSpan> {
    let model = TaggerModel::for_text(text);
    let spans = match model {
        TaggerModel::General => reading.spans(),
        TaggerModel::Korean => detect_spans_with(model, text),
    };
    let mut spans: Vec<LearnedSpan> = spans.into_iter().flat_map(|s| by_line(text, s)).collect();
    let gazetteer = match model {
        TaggerModel::General => tagger(model).map(|m| &m.gazetteer),
        TaggerModel::Korean => None,
    };
    let listed = |w: &str, surnames: bool| {
        gazetteer
            .and_then(|g| g.get(w))
            .is_some_and(|f| f.contains('f') || (surnames && f.contains('l')))
    };
    spans.retain_mut(|s| {
        // Spans off the text's char boundaries are left for the caller to reject.
        let Some(span) = text.get(s.start..s.end) else {
            return true;
        };
        match s.kind {
            // An address holds a word: a bare number (`fell to 510`) is not one.
            LearnedKind::Address if !span.chars().any(char::is_alphabetic) => false,
            LearnedKind::Address => {
                if model == TaggerModel::General {
                    (s.start, s.end) = crate::en_things::address_bounds(text, s.start, s.end);
                }
                true
            }
            // A name holds no digit (`UUID 550`, `ticket AB12`), whichever tagger read it.
            LearnedKind::PersonName if span.bytes().any(|b| b.is_ascii_digit()) => false,
            LearnedKind::PersonName => match model {
                TaggerModel::Korean => {
                    match crate::korean_names::refine_tagged(text, s.start, s.end) {
                        Some((start, end)) => {
                            (s.start, s.end) = (start, end);
                            true
                        }
                        None => false,
                    }
                }
                TaggerModel::General => {
                    if let Some(number) =
                        crate::en_things::street_address_start(text, s.start, s.end)
                    {
                        (s.start, s.end) = crate::en_things::address_bounds(text, number, s.end);
                        s.kind = LearnedKind::Address;
                        return true;
                    }
                    if let Some(end) = crate::en_things::street_address_end(text, s.start, s.end) {
                        (s.start, s.end) = crate::en_things::address_bounds(text, s.start, end);
                        s.kind = LearnedKind::Address;
                        return true;
                    }
                    match crate::en_names::refine(text, s.start, s.end, &listed) {
                        Some((start, end)) => {
                            (s.start, s.end) = (start, end);
                            true
                        }
                        None => false,
                    }
                }
            },
        }
    });
    spans
}

/// A name never runs over a line: a person span across line breaks (`Oğuzhan\n- Haziq` in a
/// list) is a name a line, each without the list's bullet. Other spans stay whole.
fn by_line(text: &str, s: LearnedSpan) -> Vec<LearnedSpan> {
    let Some(span) = text.get(s.start..s.end) else {
        return vec![s];
    };
    if s.kind != LearnedKind::PersonName || !span.contains('\n') {
        return vec![s];
    }
    let mut out = Vec::new();
    let mut at = s.start;
    for line in span.split('\n') {
        let rest = line.trim_start_matches(['-', '*', '•', ' ', '\t']);
        let name = rest.trim_end();
        let start = at + line.len() - rest.len();
        if !name.is_empty() {
            out.push(LearnedSpan {
                start,
                end: start + name.len(),
                ..s.clone()
            });
        }
        at += line.len() + 1;
    }
    out
}

/// The general tagger's reading of a text, its tokens and their emissions, made on first
/// use: the span detector and the English context rules (`person_lean`, once for the scan
/// and twice for the names joined by and / or) share one.
pub(crate) struct GeneralReading<'a> {
    text: &'a str,
    read: OnceCell<Option<TaggedText>>,
}

/// A text's tokens and, per token, the tagger's emission scores of each label.
struct TaggedText {
    toks: Vec<Tok>,
    em: Vec<[i64; NL]>,
}

impl<'a> GeneralReading<'a> {
    pub(crate) fn new(text: &'a str) -> Self {
        GeneralReading {
            text,
            read: OnceCell::new(),
        }
    }

    fn get(&self) -> Option<(&'static Tagger, &TaggedText)> {
        let m = tagger(TaggerModel::General)?;
        let read = self
            .read
            .get_or_init(|| {
                let toks = tokenize(self.text);
                let em = emissions(m, self.text, &toks);
                Some(TaggedText { toks, em })
            })
            .as_ref()?;
        Some((m, read))
    }

    /// Person-name and address spans by the general tagger (`detect_spans_with`).
    fn spans(&self) -> Vec<LearnedSpan> {
        match self.get() {
            Some((m, TaggedText { toks, em })) if !toks.is_empty() => {
                decode(m, toks, &viterbi(m, em), em)
            }
            _ => Vec::new(),
        }
    }

    /// The lowercase word is on the general tagger's given-name list.
    pub(crate) fn given_name(&self, lower: &str) -> bool {
        tagger(TaggerModel::General)
            .and_then(|m| m.gazetteer.get(lower))
            .is_some_and(|f| f.contains('f'))
    }

    /// How far the general tagger leans towards a person name on each given span: the
    /// mean over its tokens of the person label's emission over the outside label's, in
    /// float units (0 is even). Context rules use it to keep a name the letters make
    /// plausible and leave out a noun the tagger reads as one (`Airport thinks`, `Ask
    /// Vanguard for a refund`).
    pub(crate) fn person_lean(&self, spans: &[(usize, usize)]) -> Vec<f64> {
        let Some((m, TaggedText { toks, em })) = self.get() else {
            return vec![0.0; spans.len()];
        };
        spans
            .iter()
            .map(|&(start, end)| {
                let (mut tot, mut n) = (0i64, 0i64);
                for (t, tok) in toks.iter().enumerate() {
                    if tok.start >= start && tok.end <= end && tok.cls == Cls::Latin {
                        let label = if n == 0 { 1 } else { 2 };
                        tot += em[t][label] - em[t][0];
                        n += 1;
                    }
                }
                if n == 0 {
                    0.0
                } else {
                    tot as f64 / n as f64 * m.scale as f64
                }
            })
            .collect()
    }
}

/// Person-name and address spans, in text order, by the given tagger.
pub fn detect_spans_with(model: TaggerModel, text: &str) -> Vec<LearnedSpan> {
    let Some(m) = tagger(model) else {
        return Vec::new();
    };
    let toks = tokenize(text);
    if toks.is_empty() {
        return Vec::new();
    }
    let em = emissions(m, text, &toks);
    let path = viterbi(m, &em);
    decode(m, &toks, &path, &em)
}

/// Every topic with its probability (max over the request's sentences).
pub fn classify_topics(text: &str) -> Vec<(Topic, f32)> {
    let Some(m) = topic_model() else {
        // Fail closed: without a model every topic is possible.
        return TOPICS.iter().map(|&t| (t, 1.0)).collect();
    };
    let toks = tokenize(text);
    let mut best: Vec<f64> = m.bias.iter().map(|&b| b as f64).collect();
    let mut ids = Vec::new();
    for seg in topic_segments(text, &toks) {
        ids.clear();
        topic_feature_ids(m, text, &toks[seg.0..seg.1], &mut ids);
        if ids.is_empty() {
            continue;
        }
        let inv = 1.0 / (ids.len().max(MIN_NORM) as f64).sqrt();
        for (k, b) in best.iter_mut().enumerate() {
            let s: i64 = ids.iter().map(|&f| m.w[f as usize * m.k + k] as i64).sum();
            let z = m.bias[k] as f64 + s as f64 * m.scale as f64 * inv;
            if z > *b {
                *b = z;
            }
        }
    }
    TOPICS
        .iter()
        .zip(best)
        .zip(&m.platt)
        .map(|((&t, z), &(a, c))| (t, sigmoid(a as f64 * z + c as f64) as f32))
        .collect()
}

// ------------------------------------------------------------------------------ models

const TAG_BITS: u32 = 17;
const TOPIC_BITS: u32 = 17;
const NL: usize = 5; // O, B-PER, I-PER, B-ADDR, I-ADDR
const MAX_TOK_CHARS: usize = 20;
const MAX_SEG_UNITS: usize = 64;
const MIN_NORM: usize = 16;
/// Longest vocabulary stem looked up, in chars (features.py `VOCAB_MAX_STEM`).
const VOCAB_MAX_STEM: usize = 16;
const KO_SURNAMES: &str = "김이박최정강조윤장임한오서신권황안송류전홍고문양손배백허유남심노하곽성차주우구민진나지엄채원천방공현함변염여추도석선설마길연위표명기반왕금옥육인맹제모탁국어은편용";

/// Tokens after which a word opens a sentence or a field (features.py `SENT_END`).
const SENT_END: &str = ".?!:;\"'([{|>*#";

static TAGGER_BIN: &[u8] = include_bytes!("../models/tagger.bin");
static TAGGER_KO_BIN: &[u8] = include_bytes!("../models/tagger_ko.bin");
static TOPICS_BIN: &[u8] = include_bytes!("../models/topics.bin");

struct Tagger {
    scale: f32,
    /// Platt scaling per span type: score = sigmoid(a * mean margin + b), the margin in
    /// float units (integer sum * scale). Fitted on templates the model was not trained on.
    platt_person: (f32, f32),
    platt_address: (f32, f32),
    trans: [[i64; NL]; NL],
    start: [i64; NL],
    w: Vec<i16>,
    /// EN word lists (lowercase word -> flags: f given name, l surname, v verb, w common
    /// word, in that order), stored in the model file by train.py.
    gazetteer: HashMap<String, String>,
}

struct TopicModel {
    k: usize,
    scale: f32,
    bias: Vec<f32>,
    /// Platt scaling per topic: probability = sigmoid(a * max segment logit + c).
    platt: Vec<(f32, f32)>,
    w: Vec<i16>,
    /// Topic vocabulary (gate/tools/topic_vocab.py, stored in the model file): exact words
    /// and `stem*` prefixes, each naming its topic (index into `TOPICS`); read by the
    /// vocabulary features, whose weight rows follow the hashed ones.
    vocab_exact: HashMap<String, usize>,
    vocab_stem: HashMap<String, usize>,
}

fn u32_at(b: &[u8], o: usize) -> Option<u32> {
    Some(u32::from_le_bytes(b.get(o..o + 4)?.try_into().ok()?))
}
fn f32_at(b: &[u8], o: usize) -> Option<f32> {
    u32_at(b, o).map(f32::from_bits)
}
fn i16s(b: &[u8]) -> Vec<i16> {
    b.chunks_exact(2)
        .map(|c| i16::from_le_bytes([c[0], c[1]]))
        .collect()
}

fn parse_tagger(b: &[u8]) -> Option<Tagger> {
    if b.get(0..4)? != b"LGT2" || u32_at(b, 4)? != TAG_BITS || u32_at(b, 8)? as usize != NL {
        return None;
    }
    let scale = f32_at(b, 12)?;
    let platt_person = (f32_at(b, 16)?, f32_at(b, 20)?);
    let platt_address = (f32_at(b, 24)?, f32_at(b, 28)?);
    let mut o = 32;
    let mut trans = [[0i64; NL]; NL];
    for row in trans.iter_mut() {
        for v in row.iter_mut() {
            *v = u32_at(b, o)? as i32 as i64;
            o += 4;
        }
    }
    let mut start = [0i64; NL];
    for v in start.iter_mut() {
        *v = u32_at(b, o)? as i32 as i64;
        o += 4;
    }
    let nw = (NL << TAG_BITS) * 2;
    let w = i16s(b.get(o..o + nw)?);
    o += nw;
    let gz_len = u32_at(b, o)? as usize;
    let gz = std::str::from_utf8(b.get(o + 4..o + 4 + gz_len)?).ok()?;
    let mut gazetteer = HashMap::new();
    for line in gz.lines() {
        let (word, flags) = line.split_once('\t')?;
        if flags.is_empty() || !flags.chars().all(|c| "flvw".contains(c)) {
            return None;
        }
        gazetteer.insert(word.to_string(), flags.to_string());
    }
    Some(Tagger {
        scale,
        platt_person,
        platt_address,
        trans,
        start,
        w,
        gazetteer,
    })
}

fn parse_topics(b: &[u8]) -> Option<TopicModel> {
    let v3 = b.get(0..4)? == b"LGC3";
    if (!v3 && b.get(0..4)? != b"LGC2") || u32_at(b, 4)? != TOPIC_BITS {
        return None;
    }
    let k = u32_at(b, 8)? as usize;
    if k != TOPICS.len() {
        return None;
    }
    let scale = f32_at(b, 12)?;
    let bias = (0..k)
        .map(|i| f32_at(b, 16 + 4 * i))
        .collect::<Option<Vec<_>>>()?;
    let o = 16 + 4 * k;
    let platt = (0..k)
        .map(|i| Some((f32_at(b, o + 8 * i)?, f32_at(b, o + 8 * i + 4)?)))
        .collect::<Option<Vec<_>>>()?;
    let o = o + 8 * k;
    // LGC3 adds two weight rows per topic for the vocabulary features, then the vocabulary.
    let rows = (1usize << TOPIC_BITS) + if v3 { 2 * k } else { 0 };
    let nw = rows * k * 2;
    let w = i16s(b.get(o..o + nw)?);
    let (mut vocab_exact, mut vocab_stem) = (HashMap::new(), HashMap::new());
    if v3 {
        let o = o + nw;
        let n = u32_at(b, o)? as usize;
        for line in std::str::from_utf8(b.get(o + 4..o + 4 + n)?).ok()?.lines() {
            let (topic, entry) = line.split_once('\t')?;
            let t = TOPICS.iter().position(|&t| crate::topic_name(t) == topic)?;
            match entry.strip_suffix('*') {
                Some(stem) if stem.chars().count() <= VOCAB_MAX_STEM => {
                    vocab_stem.insert(stem.to_string(), t)
                }
                Some(_) => None,
                None => vocab_exact.insert(entry.to_string(), t),
            };
        }
    }
    Some(TopicModel {
        k,
        scale,
        bias,
        platt,
        w,
        vocab_exact,
        vocab_stem,
    })
}

fn tagger(model: TaggerModel) -> Option<&'static Tagger> {
    static GENERAL: OnceLock<Option<Tagger>> = OnceLock::new();
    static KOREAN: OnceLock<Option<Tagger>> = OnceLock::new();
    match model {
        TaggerModel::General => GENERAL.get_or_init(|| parse_tagger(TAGGER_BIN)),
        TaggerModel::Korean => KOREAN.get_or_init(|| parse_tagger(TAGGER_KO_BIN)),
    }
    .as_ref()
}

fn topic_model() -> Option<&'static TopicModel> {
    static M: OnceLock<Option<TopicModel>> = OnceLock::new();
    M.get_or_init(|| parse_topics(TOPICS_BIN)).as_ref()
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

// ------------------------------------------------------------------------------ hashing

const CRC_TABLE: [u32; 256] = {
    let mut t = [0u32; 256];
    let mut i = 0;
    while i < 256 {
        let mut c = i as u32;
        let mut k = 0;
        while k < 8 {
            c = if c & 1 != 0 {
                0xEDB8_8320 ^ (c >> 1)
            } else {
                c >> 1
            };
            k += 1;
        }
        t[i] = c;
        i += 1;
    }
    t
};

/// CRC-32 (IEEE), the same as Python's `zlib.crc32`.
fn crc32(b: &[u8]) -> u32 {
    let mut c = !0u32;
    for &x in b {
        c = CRC_TABLE[((c ^ x as u32) & 0xFF) as usize] ^ (c >> 8);
    }
    !c
}

// ------------------------------------------------------------------------------ tokens

#[derive(Clone, Copy, PartialEq, Eq)]
enum Cls {
    Hangul,
    Latin,
    Digit,
    Space,
    Other,
}

impl Cls {
    fn letter(self) -> char {
        match self {
            Cls::Hangul => 'H',
            Cls::Latin => 'L',
            Cls::Digit => 'D',
            Cls::Space => ' ',
            Cls::Other => 'P',
        }
    }
}

fn is_latin(c: char) -> bool {
    c.is_ascii_alphabetic()
        || (('\u{C0}'..='\u{24F}').contains(&c) && c != '\u{D7}' && c != '\u{F7}')
}
fn char_class(c: char) -> Cls {
    if is_hangul(c) {
        Cls::Hangul
    } else if is_latin(c) {
        Cls::Latin
    } else if c.is_ascii_digit() {
        Cls::Digit
    } else if matches!(
        c,
        ' ' | '\t' | '\n' | '\r' | '\u{0B}' | '\u{0C}' | '\u{A0}' | '\u{3000}'
    ) {
        Cls::Space
    } else {
        Cls::Other
    }
}

#[derive(Clone, Copy)]
struct Tok {
    cls: Cls,
    start: usize,
    end: usize,
    /// 0: glued to the previous token, 1: space before, 2: newline before (or text start)
    gap: u8,
}

fn tokenize(text: &str) -> Vec<Tok> {
    let mut toks = Vec::new();
    let mut gap = 2u8;
    let mut cur: Option<(Tok, usize)> = None; // token and its char count
    for (b, c) in text.char_indices() {
        let cl = char_class(c);
        if let Some((t, n)) = cur {
            if cl != t.cls || matches!(cl, Cls::Hangul | Cls::Other) || n >= MAX_TOK_CHARS {
                toks.push(Tok { end: b, ..t });
                cur = None;
            }
        }
        if cl == Cls::Space {
            gap = if c == '\n' { 2 } else { gap.max(1) };
        } else {
            match &mut cur {
                Some((_, n)) => *n += 1,
                None => {
                    cur = Some((
                        Tok {
                            cls: cl,
                            start: b,
                            end: b,
                            gap,
                        },
                        1,
                    ));
                    gap = 0;
                }
            }
        }
    }
    if let Some((t, _)) = cur {
        toks.push(Tok {
            end: text.len(),
            ..t
        });
    }
    toks
}

fn shape(s: &str, out: &mut String) {
    let mut last = None;
    for c in s.chars() {
        let k = if c.is_ascii_uppercase() {
            'X'
        } else if c.is_ascii_lowercase() {
            'x'
        } else if c.is_ascii_digit() {
            'd'
        } else if is_hangul(c) {
            'H'
        } else if is_latin(c) {
            'l'
        } else {
            c
        };
        if last != Some(k) {
            out.push(k);
            last = Some(k);
        }
    }
}

fn first_chars(s: &str, n: usize) -> &str {
    match s.char_indices().nth(n) {
        Some((b, _)) => &s[..b],
        None => s,
    }
}
fn last_chars(s: &str, n: usize) -> &str {
    let count = s.chars().count();
    if count <= n {
        return s;
    }
    match s.char_indices().nth(count - n) {
        Some((b, _)) => &s[b..],
        None => s,
    }
}

// ------------------------------------------------------------------------------ tagger

/// Feature hasher: `add` takes the feature as pieces to avoid allocating per feature.
struct Hasher {
    buf: String,
    mask: u32,
}

impl Hasher {
    fn id(&mut self, parts: &[&str]) -> u32 {
        self.buf.clear();
        for p in parts {
            self.buf.push_str(p);
        }
        crc32(self.buf.as_bytes()) & self.mask
    }
}

fn emissions(m: &Tagger, text: &str, toks: &[Tok]) -> Vec<[i64; NL]> {
    let n = toks.len();
    let words: Vec<String> = toks
        .iter()
        .map(|t| text[t.start..t.end].to_ascii_lowercase())
        .collect();
    let shapes: Vec<String> = toks
        .iter()
        .map(|t| {
            let mut s = String::new();
            shape(&text[t.start..t.end], &mut s);
            s
        })
        .collect();
    // Hangul runs: syllables glued together, [run_s, run_e)
    let mut run_s = vec![0usize; n];
    let mut run_e = vec![0usize; n];
    let mut i = 0;
    while i < n {
        if toks[i].cls == Cls::Hangul {
            let mut j = i + 1;
            while j < n && toks[j].cls == Cls::Hangul && toks[j].gap == 0 {
                j += 1;
            }
            for k in i..j {
                run_s[k] = i;
                run_e[k] = j;
            }
            i = j;
        } else {
            i += 1;
        }
    }
    let w = |k: isize| -> &str {
        if k < 0 {
            "<S>"
        } else if k as usize >= n {
            "</S>"
        } else {
            &words[k as usize]
        }
    };
    let sh = |k: isize| -> &str {
        if k < 0 || k as usize >= n {
            "_"
        } else {
            &shapes[k as usize]
        }
    };
    let syl = |k: usize| &text[toks[k].start..toks[k].end];
    let mut hs = Hasher {
        buf: String::with_capacity(128),
        mask: (1 << TAG_BITS) - 1,
    };
    let mut ids: Vec<u32> = Vec::with_capacity(40);
    let mut out = Vec::with_capacity(n);
    for (i, t) in toks.iter().enumerate() {
        let ii = i as isize;
        let wi = words[i].as_str();
        let cl = t.cls.letter().to_string();
        let gap = t.gap.to_string();
        let next_g = if i + 1 < n {
            format!("{}{}", toks[i + 1].gap, toks[i + 1].cls.letter())
        } else {
            "E".to_string()
        };
        ids.clear();
        ids.push(hs.id(&["b"]));
        ids.push(hs.id(&["w=", wi]));
        ids.push(hs.id(&["s=", &shapes[i]]));
        ids.push(hs.id(&["c=", &cl, &gap]));
        ids.push(hs.id(&["w-1=", w(ii - 1)]));
        ids.push(hs.id(&["w+1=", w(ii + 1)]));
        ids.push(hs.id(&["w-2=", w(ii - 2)]));
        ids.push(hs.id(&["w+2=", w(ii + 2)]));
        ids.push(hs.id(&["s-1=", sh(ii - 1)]));
        ids.push(hs.id(&["s+1=", sh(ii + 1)]));
        ids.push(hs.id(&["s-1s+1=", sh(ii - 1), "|", &shapes[i], "|", sh(ii + 1)]));
        ids.push(hs.id(&["bw=", w(ii - 1), "|", wi]));
        ids.push(hs.id(&["wb=", wi, "|", w(ii + 1)]));
        ids.push(hs.id(&["g+1=", &next_g]));
        if matches!(t.cls, Cls::Latin | Cls::Digit) {
            let len = wi.chars().count().min(10).to_string();
            ids.push(hs.id(&["len=", &cl, &len]));
        }
        if t.cls == Cls::Latin {
            let g = |k: isize| -> &str {
                if k >= 0 && (k as usize) < n && toks[k as usize].cls == Cls::Latin {
                    m.gazetteer
                        .get(&words[k as usize])
                        .map_or("", String::as_str)
                } else {
                    "_"
                }
            };
            ids.push(hs.id(&["gz=", g(ii), "|", &shapes[i]]));
            ids.push(hs.id(&["gz-1=", g(ii - 1), "|", g(ii)]));
            ids.push(hs.id(&["gz+1=", g(ii), "|", g(ii + 1)]));
            ids.push(hs.id(&["p2=", first_chars(wi, 2)]));
            ids.push(hs.id(&["p3=", first_chars(wi, 3)]));
            ids.push(hs.id(&["x2=", last_chars(wi, 2)]));
            ids.push(hs.id(&["x3=", last_chars(wi, 3)]));
            ids.push(hs.id(&["x1=", last_chars(wi, 1)]));
            let ss = if i == 0 || t.gap == 2 {
                "1"
            } else {
                let p = &toks[i - 1];
                let ps = &text[p.start..p.end];
                if p.cls == Cls::Other && ps.chars().count() == 1 && SENT_END.contains(ps) {
                    "1"
                } else {
                    "0"
                }
            };
            ids.push(hs.id(&["ss=", ss, &shapes[i], "|", g(ii)]));
            ids.push(hs.id(&["bws=", w(ii - 1), "|", &shapes[i]]));
            ids.push(hs.id(&["wsn=", &shapes[i], "|", w(ii + 1)]));
            ids.push(hs.id(&["ssw=", ss, wi]));
        }
        if t.cls == Cls::Hangul {
            let (rs, re) = (run_s[i], run_e[i]);
            let (pos, rl) = (i - rs, re - rs);
            let cat = |a: usize, b: usize| -> String { (a..b).map(syl).collect() };
            let run = cat(rs, re.min(rs + 8));
            let after = cat(i + 1, re.min(i + 4));
            let before = cat(rs.max(i.saturating_sub(3)), i);
            let sur = if KO_SURNAMES.contains(syl(rs)) {
                "1"
            } else {
                "0"
            };
            let p4 = pos.min(4).to_string();
            let r7 = rl.min(7).to_string();
            let a1 = if after.is_empty() {
                "#"
            } else {
                first_chars(&after, 1)
            };
            let b1 = if before.is_empty() {
                "#"
            } else {
                last_chars(&before, 1)
            };
            let rem = (re - i - 1).min(5).to_string();
            ids.push(hs.id(&["hp=", &p4, "/", &r7]));
            ids.push(hs.id(&["ha=", &after]));
            ids.push(hs.id(&["hb=", &before]));
            ids.push(hs.id(&["ha1=", a1]));
            ids.push(hs.id(&["ha2=", first_chars(&after, 2)]));
            ids.push(hs.id(&["hb1=", b1]));
            ids.push(hs.id(&["hsur=", sur, &p4, "/", &r7]));
            ids.push(hs.id(&["hs0=", syl(rs), &p4]));
            ids.push(hs.id(&["hrun=", &run]));
            ids.push(hs.id(&["hrem=", &rem, first_chars(&after, 2)]));
        }
        let mut e = [0i64; NL];
        for &f in &ids {
            let row = &m.w[f as usize * NL..f as usize * NL + NL];
            for (a, &v) in e.iter_mut().zip(row) {
                *a += v as i64;
            }
        }
        out.push(e);
    }
    out
}

fn allowed(p: usize, c: usize) -> bool {
    // I-X (2, 4) only after B-X or I-X
    !(matches!(c, 2 | 4) && p != c - 1 && p != c)
}

/// Constrained Viterbi; ties go to the lowest label index (as in train.py).
fn viterbi(m: &Tagger, em: &[[i64; NL]]) -> Vec<u8> {
    let n = em.len();
    let mut score: [Option<i64>; NL] = [None; NL];
    for c in 0..NL {
        if !matches!(c, 2 | 4) {
            score[c] = Some(m.start[c] + em[0][c]);
        }
    }
    let mut back: Vec<[u8; NL]> = Vec::with_capacity(n.saturating_sub(1));
    for e in em.iter().skip(1) {
        let mut row = [0u8; NL];
        let mut new: [Option<i64>; NL] = [None; NL];
        for c in 0..NL {
            let mut best: Option<i64> = None;
            let mut bi = 0u8;
            for (p, sp) in score.iter().enumerate() {
                let Some(sp) = *sp else { continue };
                if !allowed(p, c) {
                    continue;
                }
                let v = sp + m.trans[p][c];
                if best.is_none_or(|b| v > b) {
                    best = Some(v);
                    bi = p as u8;
                }
            }
            new[c] = best.map(|b| b + e[c]);
            row[c] = bi;
        }
        back.push(row);
        score = new;
    }
    let mut best: Option<i64> = None;
    let mut bc = 0u8;
    for (c, s) in score.iter().enumerate() {
        if let Some(s) = *s {
            if best.is_none_or(|b| s > b) {
                best = Some(s);
                bc = c as u8;
            }
        }
    }
    let mut path = vec![0u8; n];
    path[n - 1] = bc;
    for t in (0..n - 1).rev() {
        bc = back[t][bc as usize];
        path[t] = bc;
    }
    path
}

fn decode(m: &Tagger, toks: &[Tok], path: &[u8], em: &[[i64; NL]]) -> Vec<LearnedSpan> {
    let mut out = Vec::new();
    let n = path.len();
    let mut i = 0;
    while i < n {
        let lab = path[i];
        if lab == 1 || lab == 3 {
            let mut j = i + 1;
            while j < n && path[j] == lab + 1 {
                j += 1;
            }
            let mut tot: i64 = 0;
            for t in i..j {
                let y = path[t] as usize;
                let other = (0..NL)
                    .filter(|&c| c != y)
                    .map(|c| em[t][c])
                    .max()
                    .unwrap_or(0);
                tot += em[t][y] - other;
            }
            let mean = tot as f64 / (j - i) as f64 * m.scale as f64;
            let (a, b) = if lab == 1 {
                m.platt_person
            } else {
                m.platt_address
            };
            out.push(LearnedSpan {
                kind: if lab == 1 {
                    LearnedKind::PersonName
                } else {
                    LearnedKind::Address
                },
                start: toks[i].start,
                end: toks[j - 1].end,
                score: sigmoid(a as f64 * mean + b as f64) as f32,
            });
            i = j;
        } else {
            i += 1;
        }
    }
    out
}

// ------------------------------------------------------------------------------ topics

/// Sentence-like segments as token ranges (cut at . ? ! ; and newlines, and every
/// MAX_SEG_UNITS word units) so one sensitive sentence is not diluted by the rest.
fn topic_segments(text: &str, toks: &[Tok]) -> Vec<(usize, usize)> {
    let mut segs = Vec::new();
    let (mut s, mut nunits) = (0usize, 0usize);
    for (i, t) in toks.iter().enumerate() {
        if i > s && (t.gap == 2 || nunits >= MAX_SEG_UNITS) {
            segs.push((s, i));
            s = i;
            nunits = 0;
        }
        if t.cls != Cls::Other {
            nunits += 1;
        } else if matches!(
            &text[t.start..t.end],
            "." | "?" | "!" | ";" | "\u{3002}" | "\u{FF1F}" | "\u{FF01}"
        ) {
            segs.push((s, i + 1));
            s = i + 1;
            nunits = 0;
        }
    }
    if s < toks.len() {
        segs.push((s, toks.len()));
    }
    segs
}

/// Word units: Latin runs (ASCII-lowercased; runs split only by punctuation are joined),
/// Hangul runs, digit runs as "0"; each cut to 24 chars.
fn topic_units(text: &str, toks: &[Tok]) -> Vec<(Cls, String)> {
    let mut units: Vec<(Cls, String)> = Vec::new();
    let mut cur: Option<String> = None; // open Hangul run
    for t in toks {
        let s = &text[t.start..t.end];
        if t.cls == Cls::Hangul {
            match &mut cur {
                Some(c) if t.gap == 0 => c.push_str(s),
                _ => {
                    if let Some(c) = cur.take() {
                        units.push((Cls::Hangul, c));
                    }
                    cur = Some(s.to_string());
                }
            }
            continue;
        }
        if let Some(c) = cur.take() {
            units.push((Cls::Hangul, c));
        }
        match t.cls {
            Cls::Latin => match units.last_mut() {
                Some((Cls::Latin, u)) if t.gap == 0 => u.push_str(&s.to_ascii_lowercase()),
                _ => units.push((Cls::Latin, s.to_ascii_lowercase())),
            },
            Cls::Digit => units.push((Cls::Digit, "0".to_string())),
            _ => {}
        }
    }
    if let Some(c) = cur.take() {
        units.push((Cls::Hangul, c));
    }
    for (_, u) in units.iter_mut() {
        let keep = first_chars(u, 24).len();
        u.truncate(keep);
    }
    units
}

/// Korean particles and endings glued to a word, longest first (features.py
/// `KO_PARTICLES`): "히잡을" and "히잡" share the word unit "히잡" once the particle is cut.
const KO_PARTICLES: [&str; 32] = [
    "에서는",
    "으로는",
    "에게서",
    "한테서",
    "이라고",
    "에서",
    "에게",
    "한테",
    "으로",
    "까지",
    "부터",
    "처럼",
    "보다",
    "하고",
    "이랑",
    "이나",
    "이고",
    "이라",
    "은",
    "는",
    "이",
    "가",
    "을",
    "를",
    "에",
    "의",
    "도",
    "만",
    "로",
    "와",
    "과",
    "랑",
];

/// The Hangul unit without one trailing particle, if at least two syllables remain.
fn ko_stem(u: &str) -> &str {
    let n = u.chars().count();
    for p in KO_PARTICLES {
        if let Some(st) = u.strip_suffix(p) {
            if n - p.chars().count() >= 2 {
                return st;
            }
        }
    }
    u
}

/// Topics whose vocabulary matches `s` (a unit, or the previous unit, a space and the unit):
/// an exact entry, a Hangul exact entry with one particle glued on, or a stem that `s` starts
/// with, trying only stems longer than `skip` chars (features.py `vocab_topics`).
fn vocab_topics(m: &TopicModel, s: &str, hangul: bool, skip: usize, out: &mut Vec<usize>) {
    if let Some(&t) = m.vocab_exact.get(s) {
        out.push(t);
    }
    if hangul {
        for p in KO_PARTICLES {
            if let Some(st) = s.strip_suffix(p) {
                if let Some(&t) = m.vocab_exact.get(st).filter(|_| !st.is_empty()) {
                    out.push(t);
                }
            }
        }
    }
    for (k, (i, c)) in s.char_indices().enumerate().take(VOCAB_MAX_STEM) {
        if k + 1 > skip {
            if let Some(&t) = m.vocab_stem.get(&s[..i + c.len_utf8()]) {
                out.push(t);
            }
        }
    }
}

fn topic_feature_ids(m: &TopicModel, text: &str, toks: &[Tok], ids: &mut Vec<u32>) {
    let mut hs = Hasher {
        buf: String::with_capacity(64),
        mask: (1 << TOPIC_BITS) - 1,
    };
    let units = topic_units(text, toks);
    // Vocabulary hits per topic, counted once per unit: one hit fires the topic's first
    // vocabulary row, two or more also its second (features.py `TOPIC_ROWS`).
    let mut hits = [0usize; TOPICS.len()];
    let mut found: Vec<usize> = Vec::new();
    let mut pair = String::new();
    for (i, (cl, u)) in units.iter().enumerate() {
        found.clear();
        vocab_topics(m, u, *cl == Cls::Hangul, 0, &mut found);
        if i > 0 {
            let p = &units[i - 1].1;
            pair.clear();
            pair.push_str(p);
            pair.push(' ');
            pair.push_str(u);
            vocab_topics(
                m,
                &pair,
                *cl == Cls::Hangul,
                p.chars().count() + 1,
                &mut found,
            );
        }
        found.sort_unstable();
        found.dedup();
        for &t in &found {
            hits[t] += 1;
        }
    }
    for (t, &n) in hits.iter().enumerate() {
        let row = (1u32 << TOPIC_BITS) + 2 * t as u32;
        if n >= 1 {
            ids.push(row);
        }
        if n >= 2 {
            ids.push(row + 1);
        }
    }
    let mut prev = "<S>";
    for (cl, u) in &units {
        ids.push(hs.id(&["u=", u]));
        ids.push(hs.id(&["bg=", prev, "|", u]));
        prev = u;
        let nch = u.chars().count();
        if *cl == Cls::Latin && nch > 4 {
            ids.push(hs.id(&["p4=", first_chars(u, 4)]));
        }
        if *cl == Cls::Latin && nch > 5 {
            ids.push(hs.id(&["p5=", first_chars(u, 5)]));
        }
        // suffixes carry word families the lexicon lacks (-itis, -osis, -ectomy, -ism)
        if *cl == Cls::Latin && nch > 4 {
            ids.push(hs.id(&["s4=", last_chars(u, 4)]));
        }
        if *cl == Cls::Latin && nch > 5 {
            ids.push(hs.id(&["s5=", last_chars(u, 5)]));
        }
        if *cl == Cls::Hangul {
            let b: Vec<usize> = u.char_indices().map(|(i, _)| i).chain([u.len()]).collect();
            for k in 0..nch.saturating_sub(1) {
                ids.push(hs.id(&["k2=", &u[b[k]..b[k + 2]]]));
            }
            for k in 0..nch.saturating_sub(2) {
                ids.push(hs.id(&["k3=", &u[b[k]..b[k + 3]]]));
            }
            let st = ko_stem(u);
            if st != u {
                ids.push(hs.id(&["u=", st]));
            }
        }
    }
    ids.sort_unstable();
    ids.dedup();
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A model with a small vocabulary of each entry kind (the shipped model may have none).
    fn vocab_model() -> TopicModel {
        let mut exact = HashMap::new();
        let mut stem = HashMap::new();
        exact.insert("arrears".to_string(), 1);
        exact.insert("빚".to_string(), 1);
        stem.insert("diagnos".to_string(), 0);
        stem.insert("연체".to_string(), 1);
        stem.insert("숨이 차".to_string(), 0);
        TopicModel {
            k: TOPICS.len(),
            scale: 1.0,
            bias: vec![0.0; TOPICS.len()],
            platt: vec![(1.0, 0.0); TOPICS.len()],
            w: Vec::new(),
            vocab_exact: exact,
            vocab_stem: stem,
        }
    }

    fn topics_of(m: &TopicModel, s: &str, hangul: bool, skip: usize) -> Vec<usize> {
        let mut out = Vec::new();
        vocab_topics(m, s, hangul, skip, &mut out);
        out.sort_unstable();
        out.dedup();
        out
    }

    #[test]
    fn topic_vocabulary_matches_words_stems_particles_and_pairs() {
        let m = vocab_model();
        assert_eq!(topics_of(&m, "diagnosed", false, 0), [0]); // diagnos*
        assert_eq!(topics_of(&m, "arrears", false, 0), [1]); // exact word
        assert_eq!(topics_of(&m, "arrear", false, 0), Vec::<usize>::new());
        assert_eq!(topics_of(&m, "빚을", true, 0), [1]); // 빚 + particle
        assert_eq!(topics_of(&m, "빚쟁이", true, 0), Vec::<usize>::new()); // not a particle
        assert_eq!(topics_of(&m, "연체돼서", true, 0), [1]); // 연체*

        // a pair: the previous unit, a space and the unit; stems within the first word skipped
        assert_eq!(topics_of(&m, "숨이 차고", true, 3), [0]);
        assert_eq!(
            topics_of(&m, "diagnose them", false, 8),
            Vec::<usize>::new()
        );
    }

    #[test]
    fn person_spans_are_cut_at_line_breaks() {
        let text = "Team:\n- Oğuzhan\n- Haziq\nThanks";
        let start = text.find("Oğuzhan").unwrap();
        let end = text.find("Haziq").unwrap() + "Haziq".len();
        let span = LearnedSpan {
            kind: LearnedKind::PersonName,
            start,
            end,
            score: 0.9,
        };
        let names: Vec<&str> = by_line(text, span)
            .iter()
            .map(|s| &text[s.start..s.end])
            .collect();
        assert_eq!(names, ["Oğuzhan", "Haziq"]);
    }

    #[test]
    fn lgc3_model_files_parse_with_their_vocabulary() {
        let k = TOPICS.len();
        let mut b = b"LGC3".to_vec();
        b.extend(TOPIC_BITS.to_le_bytes());
        b.extend((k as u32).to_le_bytes());
        b.extend(1.0f32.to_le_bytes());
        b.extend(vec![0u8; 4 * k + 8 * k]); // biases, Platt maps
        b.extend(vec![0u8; ((1usize << TOPIC_BITS) + 2 * k) * k * 2]); // weights
        let vocab = "finance\t연체*\nhealth\tdiagnos*\nfinance\tarrears";
        b.extend((vocab.len() as u32).to_le_bytes());
        b.extend(vocab.as_bytes());
        let m = parse_topics(&b).expect("parses");
        assert_eq!(m.vocab_stem.get("연체"), Some(&1));
        assert_eq!(m.vocab_stem.get("diagnos"), Some(&0));
        assert_eq!(m.vocab_exact.get("arrears"), Some(&1));
        b[0..4].copy_from_slice(b"LGC9");
        assert!(parse_topics(&b).is_none());
    }
}
