//! Text <-> token ids for Qwen3.5/3.6 style byte-level BPE tokenizers.
//!
//! Wraps `tokenizers::Tokenizer` for encoding and does decoding itself from a
//! table of each token's raw bytes, so decoding (and streaming decoding) works on
//! exact bytes and never depends on the HF decoder pipeline.
//!
//! Encoding mirrors Qwen's reference tokenizer (tiktoken based): the whole input
//! is NFC-normalized first, then split on special tokens (only when allowed), then
//! pre-tokenized with [`PRETOKENIZE_PATTERN`] and byte-level BPE encoded.

use std::borrow::Cow;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::sync::Arc;

use tokenizers::{
    Model, NormalizedString, Normalizer, OffsetReferential, OffsetType, PreTokenizedString,
    PreTokenizer,
};
use unicode_normalization::{is_nfc_quick, IsNormalized, UnicodeNormalization};

/// Qwen3.5/3.6 pre-tokenizer regex (the Qwen2 one with `\p{M}` so combining
/// marks stay attached to the letters they modify).
pub const PRETOKENIZE_PATTERN: &str = r"(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?[\p{L}\p{M}]+|\p{N}| ?[^\s\p{L}\p{M}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+";

/// Added tokens of [`Tokenizer::builtin_bytes`], in id order after the 256 byte
/// tokens, with whether each is special (control) or an ordinary text marker as
/// in Qwen's own tokenizer.json.
pub const BUILTIN_ADDED_TOKENS: [(&str, bool); 9] = [
    ("<|endoftext|>", true),
    ("<|im_start|>", true),
    ("<|im_end|>", true),
    ("<think>", false),
    ("</think>", false),
    ("<tool_call>", false),
    ("</tool_call>", false),
    ("<tool_response>", false),
    ("</tool_response>", false),
];

#[derive(Debug, thiserror::Error)]
pub enum TokenizerError {
    #[error("cannot read tokenizer file {path}: {source}")]
    Io {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("cannot parse tokenizer file {path}: {source}")]
    Parse {
        path: PathBuf,
        #[source]
        source: Box<dyn std::error::Error + Send + Sync>,
    },
    #[error("tokenizer file {path} is not a byte-level BPE tokenizer: {reason}")]
    NotByteLevel { path: PathBuf, reason: String },
}

/// A loaded tokenizer. Cheap to clone (shared, immutable).
#[derive(Clone)]
pub struct Tokenizer {
    inner: Arc<Inner>,
}

struct Inner {
    hf: tokenizers::Tokenizer,
    /// Raw bytes of every id, concatenated; id `i` is
    /// `bytes[offsets[i]..offsets[i + 1]]` (empty for unused ids).
    bytes: Vec<u8>,
    offsets: Vec<usize>,
    /// Id of the single-byte token for each byte value.
    byte_ids: [u32; 256],
    added: HashMap<String, u32>,
    vocab_size: usize,
}

impl std::fmt::Debug for Tokenizer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Tokenizer")
            .field("vocab_size", &self.inner.vocab_size)
            .field("added_tokens", &self.inner.added.len())
            .finish()
    }
}

impl Tokenizer {
    /// Loads a `tokenizer.json` (or the `tokenizer.json` inside a checkpoint
    /// directory).
    pub fn from_file(path: impl AsRef<Path>) -> Result<Self, TokenizerError> {
        let mut path = path.as_ref().to_path_buf();
        if path.is_dir() {
            path.push("tokenizer.json");
        }
        let data = std::fs::read(&path).map_err(|source| TokenizerError::Io {
            path: path.clone(),
            source,
        })?;
        let hf =
            tokenizers::Tokenizer::from_bytes(&data).map_err(|source| TokenizerError::Parse {
                path: path.clone(),
                source,
            })?;
        Self::from_hf(hf, &path)
    }

    /// A tiny byte-level tokenizer for the built-in demo model: the 256 byte
    /// tokens (ids in the same order as Qwen's, so ids 0..256 mean the same bytes
    /// as in the real vocabulary), no merges, then [`BUILTIN_ADDED_TOKENS`] at ids
    /// 256..265. Normalizer and pre-tokenizer are the same as Qwen3.5's.
    pub fn builtin_bytes() -> Self {
        let alphabet = byte_alphabet();
        let mut chars: Vec<char> = alphabet.to_vec();
        chars.sort_unstable();
        let vocab: serde_json::Map<String, serde_json::Value> = chars
            .iter()
            .enumerate()
            .map(|(id, c)| (c.to_string(), serde_json::Value::from(id)))
            .collect();
        let added: Vec<serde_json::Value> = BUILTIN_ADDED_TOKENS
            .iter()
            .enumerate()
            .map(|(i, (content, special))| {
                serde_json::json!({
                    "id": 256 + i,
                    "content": content,
                    "single_word": false,
                    "lstrip": false,
                    "rstrip": false,
                    "normalized": false,
                    "special": special,
                })
            })
            .collect();
        let json = tokenizer_json(vocab, Vec::new(), added);
        let path = Path::new("<built-in byte tokenizer>");
        // The definition above is fixed; failing here is a bug caught by the
        // unit tests, not a runtime condition.
        tokenizers::Tokenizer::from_str(&json.to_string())
            .map_err(|source| TokenizerError::Parse {
                path: path.to_path_buf(),
                source,
            })
            .and_then(|hf| Self::from_hf(hf, path))
            .expect("built-in byte tokenizer definition is valid")
    }

    fn from_hf(hf: tokenizers::Tokenizer, path: &Path) -> Result<Self, TokenizerError> {
        let not_byte_level = |reason: String| TokenizerError::NotByteLevel {
            path: path.to_path_buf(),
            reason,
        };
        let mut char_to_byte = HashMap::with_capacity(256);
        for (b, c) in byte_alphabet().into_iter().enumerate() {
            char_to_byte.insert(c, b as u8);
        }

        let vocab = hf.get_model().get_vocab();
        let added_decoder = hf.get_added_tokens_decoder();
        let max_id = vocab
            .values()
            .chain(added_decoder.keys())
            .copied()
            .max()
            .unwrap_or(0);
        let mut per_id: Vec<Option<Vec<u8>>> = vec![None; max_id as usize + 1];
        for (token, &id) in &vocab {
            let bytes = token
                .chars()
                .map(|c| char_to_byte.get(&c).copied())
                .collect::<Option<Vec<u8>>>()
                .ok_or_else(|| {
                    not_byte_level(format!(
                        "vocabulary entry {token:?} (id {id}) is not byte-level"
                    ))
                })?;
            per_id[id as usize] = Some(bytes);
        }
        let mut added = HashMap::with_capacity(added_decoder.len());
        for (&id, token) in &added_decoder {
            per_id[id as usize] = Some(token.content.as_bytes().to_vec());
            added.insert(token.content.clone(), id);
        }

        let mut byte_ids = [0u32; 256];
        for (b, c) in byte_alphabet().into_iter().enumerate() {
            byte_ids[b] = *vocab
                .get(&c.to_string())
                .ok_or_else(|| not_byte_level(format!("no token for byte 0x{b:02x}")))?;
        }

        let mut bytes = Vec::new();
        let mut offsets = Vec::with_capacity(per_id.len() + 1);
        offsets.push(0);
        for token in &per_id {
            if let Some(token) = token {
                bytes.extend_from_slice(token);
            }
            offsets.push(bytes.len());
        }

        let vocab_size = hf.get_vocab_size(true);
        Ok(Self {
            inner: Arc::new(Inner {
                hf,
                bytes,
                offsets,
                byte_ids,
                added,
                vocab_size,
            }),
        })
    }

    /// Encodes `text`. With `allow_special`, added tokens written in the text
    /// (`<|im_start|>`, `<think>`, ...) become their ids, as wanted for a rendered
    /// chat template. Without it they are encoded as ordinary text, so user
    /// content cannot inject control tokens.
    pub fn encode(&self, text: &str, allow_special: bool) -> Vec<u32> {
        // NFC over the whole text first, as the reference does: it can change
        // where special tokens are (e.g. "<|im_start|>\u{338}" composes the '>').
        let text: Cow<'_, str> = match is_nfc_quick(text.chars()) {
            IsNormalized::Yes => Cow::Borrowed(text),
            _ => Cow::Owned(text.nfc().collect()),
        };
        let encoded = if allow_special {
            self.inner
                .hf
                .encode_fast(text.as_ref(), false)
                .map(|e| e.get_ids().to_vec())
        } else {
            self.encode_plain(&text)
        };
        // Byte-level BPE with every byte in the vocabulary has no failure mode in
        // practice; should the library still report one, fall back to one token
        // per byte, which is a lossless (if longer) encoding.
        encoded.unwrap_or_else(|_| {
            text.bytes()
                .map(|b| self.inner.byte_ids[b as usize])
                .collect()
        })
    }

    /// The normalize -> pre-tokenize -> BPE pipeline without the added-token
    /// pass, so added tokens' text is tokenized like any other text.
    fn encode_plain(&self, text: &str) -> tokenizers::Result<Vec<u32>> {
        let hf = &self.inner.hf;
        let mut normalized = NormalizedString::from(text);
        if let Some(normalizer) = hf.get_normalizer() {
            normalizer.normalize(&mut normalized)?;
        }
        let mut pretokenized = PreTokenizedString::from(normalized);
        if let Some(pre_tokenizer) = hf.get_pre_tokenizer() {
            pre_tokenizer.pre_tokenize(&mut pretokenized)?;
        }
        let model = hf.get_model();
        pretokenized.tokenize(|piece| model.tokenize(piece.get()))?;
        Ok(pretokenized
            .get_splits(OffsetReferential::Original, OffsetType::None)
            .into_iter()
            .flat_map(|(_, _, tokens)| tokens.iter().flatten().map(|t| t.id))
            .collect())
    }

    /// Decodes ids to text. Bytes are joined first and converted once, so any
    /// complete UTF-8 byte sequence round-trips exactly; invalid or truncated
    /// sequences become U+FFFD. Special tokens render as their text. Ids with no
    /// token (past the vocabulary, e.g. embedding padding rows) are skipped.
    pub fn decode(&self, ids: &[u32]) -> String {
        let mut bytes = Vec::new();
        for &id in ids {
            bytes.extend_from_slice(self.token_bytes(id).unwrap_or_default());
        }
        match String::from_utf8(bytes) {
            Ok(text) => text,
            Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
        }
    }

    /// The raw bytes of a token, or `None` for ids with no token.
    pub fn token_bytes(&self, id: u32) -> Option<&[u8]> {
        let inner = &self.inner;
        let id = id as usize;
        if id + 1 >= inner.offsets.len() {
            return None;
        }
        let (start, end) = (inner.offsets[id], inner.offsets[id + 1]);
        // Unused ids inside the table have an empty span; no real token is empty.
        (end > start).then(|| &inner.bytes[start..end])
    }

    /// Id of an added token (special or marker token such as `<think>`).
    pub fn token_id(&self, token: &str) -> Option<u32> {
        self.inner.added.get(token).copied()
    }

    /// Number of tokens: BPE vocabulary plus added tokens. The model's embedding
    /// table may be larger (padding rows); those ids decode to nothing.
    pub fn vocab_size(&self) -> usize {
        self.inner.vocab_size
    }

    /// A streaming decoder bound to this tokenizer.
    pub fn stream_decoder(&self) -> StreamDecoder {
        StreamDecoder::new(self)
    }
}

/// Incremental decoder: feed ids one at a time, get the newly completed text.
///
/// Bytes of a UTF-8 sequence split across tokens (common for CJK and emoji) are
/// held back until the sequence is complete, so no chunk ever contains a partial
/// character. The concatenation of all chunks plus [`StreamDecoder::finish`]
/// equals [`Tokenizer::decode`] of the same ids.
#[derive(Debug, Clone)]
pub struct StreamDecoder {
    tokenizer: Tokenizer,
    pending: Vec<u8>,
}

impl StreamDecoder {
    pub fn new(tokenizer: &Tokenizer) -> Self {
        Self {
            tokenizer: tokenizer.clone(),
            pending: Vec::new(),
        }
    }

    /// Adds one id and returns the text it completes (possibly empty).
    pub fn push(&mut self, id: u32) -> String {
        if let Some(bytes) = self.tokenizer.token_bytes(id) {
            self.pending.extend_from_slice(bytes);
        }
        self.take_text(false)
    }

    /// Returns what is still held back (an unfinished sequence, as U+FFFD) and
    /// resets the decoder.
    pub fn finish(&mut self) -> String {
        self.take_text(true)
    }

    /// Moves the decodable prefix of `pending` out as text. Invalid bytes become
    /// U+FFFD exactly as `String::from_utf8_lossy` would replace them, which keeps
    /// streamed output identical to a one-shot decode.
    fn take_text(&mut self, flush: bool) -> String {
        let mut out = String::new();
        let mut start = 0;
        while start < self.pending.len() {
            match std::str::from_utf8(&self.pending[start..]) {
                Ok(text) => {
                    out.push_str(text);
                    start = self.pending.len();
                }
                Err(e) => {
                    let valid_end = start + e.valid_up_to();
                    out.push_str(&String::from_utf8_lossy(&self.pending[start..valid_end]));
                    match e.error_len() {
                        Some(len) => {
                            out.push(char::REPLACEMENT_CHARACTER);
                            start = valid_end + len;
                        }
                        None if flush => {
                            out.push(char::REPLACEMENT_CHARACTER);
                            start = self.pending.len();
                        }
                        None => {
                            start = valid_end;
                            break;
                        }
                    }
                }
            }
        }
        self.pending.drain(..start);
        out
    }
}

/// GPT-2's byte -> character table for byte-level BPE: printable Latin-1 bytes
/// stand for themselves, the other 68 take U+0100.. in byte order, so tokens
/// never contain whitespace or control characters.
pub fn byte_alphabet() -> [char; 256] {
    let printable = |b: u8| matches!(b, b'!'..=b'~' | 0xA1..=0xAC | 0xAE..=0xFF);
    let mut table = ['\0'; 256];
    let mut shifted = 0u32;
    for b in 0..=255u8 {
        table[b as usize] = if printable(b) {
            char::from(b)
        } else {
            shifted += 1;
            char::from_u32(255 + shifted).unwrap_or(char::REPLACEMENT_CHARACTER)
        };
    }
    table
}

/// A `tokenizer.json` with Qwen3.5's pipeline around the given BPE model.
fn tokenizer_json(
    vocab: serde_json::Map<String, serde_json::Value>,
    merges: Vec<[String; 2]>,
    added_tokens: Vec<serde_json::Value>,
) -> serde_json::Value {
    let byte_level = serde_json::json!({
        "type": "ByteLevel",
        "add_prefix_space": false,
        "trim_offsets": false,
        "use_regex": false,
    });
    serde_json::json!({
        "version": "1.0",
        "truncation": null,
        "padding": null,
        "added_tokens": added_tokens,
        "normalizer": {"type": "NFC"},
        "pre_tokenizer": {
            "type": "Sequence",
            "pretokenizers": [
                {
                    "type": "Split",
                    "pattern": {"Regex": PRETOKENIZE_PATTERN},
                    "behavior": "Isolated",
                    "invert": false,
                },
                byte_level,
            ],
        },
        "post_processor": null,
        "decoder": byte_level,
        "model": {
            "type": "BPE",
            "dropout": null,
            "unk_token": null,
            "continuing_subword_prefix": null,
            "end_of_word_suffix": null,
            "fuse_unk": false,
            "byte_fallback": false,
            "ignore_merges": true,
            "vocab": vocab,
            "merges": merges,
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn byte_alphabet_is_a_bijection_onto_gpt2_chars() {
        let table = byte_alphabet();
        let mut seen: Vec<char> = table.to_vec();
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(seen.len(), 256);
        assert_eq!(table[b'A' as usize], 'A');
        assert_eq!(table[b' ' as usize], '\u{120}'); // 'Ġ'
        assert_eq!(table[b'\n' as usize], '\u{10a}'); // 'Ċ'
        assert_eq!(table[0], '\u{100}');
        assert_eq!(table[0xAD], '\u{143}');
    }

    fn builtin() -> Tokenizer {
        Tokenizer::builtin_bytes()
    }

    #[test]
    fn builtin_round_trips_arbitrary_utf8() {
        let tok = builtin();
        let texts = [
            "",
            "hello world",
            "안녕하세요, 세계!",
            "👨\u{200d}👩\u{200d}👧 👍🏽 🇰🇷",
            "中文 日本語 हिन्दी ภาษาไทย",
            "tabs\tand\r\nnewlines\n\n  spaces  ",
            "\u{0}\u{7f}\u{ad}\u{ff}\u{10ffff}",
        ];
        for text in texts {
            for allow in [false, true] {
                let ids = tok.encode(text, allow);
                assert_eq!(ids.len(), text.len(), "one id per byte: {text:?}");
                assert_eq!(tok.decode(&ids), text);
            }
        }
        // NFD input comes back composed, like the real tokenizer.
        assert_eq!(tok.decode(&tok.encode("e\u{301}", false)), "\u{e9}");
    }

    #[test]
    fn builtin_byte_ids_follow_qwen_order() {
        let tok = builtin();
        assert_eq!(tok.vocab_size(), 256 + BUILTIN_ADDED_TOKENS.len());
        // Same ids as the real Qwen vocabulary for single bytes.
        assert_eq!(tok.encode("!", false), [0]);
        assert_eq!(tok.encode("A", false), [32]);
        assert_eq!(tok.encode(" ", false), [220]);
        assert_eq!(tok.encode("\n", false), [198]);
        assert_eq!(tok.encode("\0", false), [188]);
        for b in 0..=255u8 {
            let id = tok.inner.byte_ids[b as usize];
            assert_eq!(tok.token_bytes(id), Some(&[b][..]));
        }
    }

    #[test]
    fn builtin_added_tokens_have_their_ids() {
        let tok = builtin();
        for (i, (content, _)) in BUILTIN_ADDED_TOKENS.iter().enumerate() {
            let id = 256 + i as u32;
            assert_eq!(tok.token_id(content), Some(id));
            assert_eq!(tok.encode(content, true), [id], "{content}");
            assert_eq!(tok.decode(&[id]), *content);
        }
        assert_eq!(tok.token_id("<|im_start|>"), Some(257));
        assert_eq!(tok.token_id("</tool_response>"), Some(264));
        assert_eq!(tok.token_id("a"), None);
    }

    #[test]
    fn builtin_specials_in_text_need_allow_special() {
        let tok = builtin();
        let text = "<|im_start|>user\nhi<think></think><|im_end|>";
        let allowed = tok.encode(text, true);
        assert_eq!(allowed[0], 257);
        assert_eq!(allowed.iter().filter(|&&id| id >= 256).count(), 4);
        let plain = tok.encode(text, false);
        assert_eq!(plain.len(), text.len());
        assert!(plain.iter().all(|&id| id < 256), "{plain:?}");
        assert_eq!(tok.decode(&plain), text);
        assert_eq!(tok.decode(&allowed), text);
    }

    #[test]
    fn builtin_padding_ids_are_skipped() {
        let tok = builtin();
        let mut ids = tok.encode("ok", false);
        ids.extend([265, 1000, 248_319, u32::MAX]);
        assert_eq!(tok.decode(&ids), "ok");
        assert_eq!(tok.token_bytes(265), None);
    }

    #[test]
    fn stream_decoder_holds_back_partial_utf8() {
        let tok = builtin();
        let text = "a한😀b";
        let mut stream = tok.stream_decoder();
        let chunks: Vec<String> = tok
            .encode(text, false)
            .into_iter()
            .map(|id| stream.push(id))
            .collect();
        assert_eq!(chunks, ["a", "", "", "한", "", "", "", "😀", "b"]);
        assert_eq!(stream.finish(), "");
    }

    #[test]
    fn stream_decoder_matches_lossy_decode_on_invalid_bytes() {
        let tok = builtin();
        let id = |b: u8| tok.inner.byte_ids[b as usize];
        // Truncated sequences, stray continuation bytes, invalid lead bytes and an
        // unfinished sequence at the end.
        let bytes = [
            0xE4, 0x41, 0x80, 0xF0, 0x9F, 0x98, 0x80, 0xFF, 0xC3, 0xA9, 0xE2, 0x82,
        ];
        let ids: Vec<u32> = bytes.iter().map(|&b| id(b)).collect();
        let mut stream = tok.stream_decoder();
        let mut out: String = ids.iter().map(|&i| stream.push(i)).collect();
        out.push_str(&stream.finish());
        assert_eq!(out, String::from_utf8_lossy(&bytes));
        assert_eq!(out, tok.decode(&ids));
    }

    #[test]
    fn from_file_errors_name_the_file() {
        let missing = Path::new("/nonexistent/dir/tokenizer.json");
        let err = Tokenizer::from_file(missing).unwrap_err();
        assert!(matches!(err, TokenizerError::Io { .. }));
        assert!(
            err.to_string().contains("/nonexistent/dir/tokenizer.json"),
            "{err}"
        );

        let dir = std::env::temp_dir().join(format!("lily-tok-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let bad = dir.join("tokenizer.json");
        std::fs::write(&bad, "{not json").unwrap();
        let err = Tokenizer::from_file(&dir).unwrap_err();
        assert!(matches!(err, TokenizerError::Parse { .. }));
        assert!(
            err.to_string().contains(&bad.display().to_string()),
            "{err}"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn non_byte_level_vocabulary_is_rejected() {
        let mut vocab = serde_json::Map::new();
        vocab.insert("\u{2581}a".into(), 0.into());
        let json = tokenizer_json(vocab, Vec::new(), Vec::new());
        let hf = tokenizers::Tokenizer::from_str(&json.to_string()).unwrap();
        let err = Tokenizer::from_hf(hf, Path::new("x.json")).unwrap_err();
        assert!(matches!(err, TokenizerError::NotByteLevel { .. }), "{err}");
    }
}
