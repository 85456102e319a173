//! Autoregressive generation over any backend: prefill, decode loop, sampling, stop tokens
//! and stop strings, streaming text to a callback.

pub mod prefix_cache;
pub mod sampler;
pub mod stop;

use std::collections::VecDeque;
use std::time::Instant;

use crate::backend::{Backend, Selection};
use crate::config::ModelConfig;
use crate::model::{forward, forward_hidden, Sequence};
use crate::tokenizer::Tokenizer;
use prefix_cache::{PrefixCache, Resumed};
use sampler::{token_logprob, Sampler, SamplingParams, TokenLogprob};
use stop::{StopMatcher, StopOutcome};

#[derive(Debug, thiserror::Error, PartialEq)]
pub enum GenerateError {
    #[error("the prompt is empty")]
    EmptyPrompt,
    #[error("the prompt has {prompt} tokens, which leaves no room in the context limit of {limit} tokens")]
    PromptTooLong { prompt: usize, limit: usize },
    #[error("token id {id} at position {at} is outside the vocabulary of {vocab} ids")]
    TokenOutOfRange { id: u32, at: usize, vocab: usize },
    #[error("invalid sampling parameters: {0}")]
    Sampling(String),
    #[error("the GPU failed during decoding: {0}")]
    Device(String),
}

#[derive(Clone, Debug)]
pub struct GenerationRequest {
    pub prompt: Vec<u32>,
    pub max_new_tokens: usize,
    pub sampling: SamplingParams,
    /// Tokens that end generation (not included in the text).
    pub stop_token_ids: Vec<u32>,
    /// Strings that end generation (not included in the text).
    pub stop_strings: Vec<String>,
    /// Total positions available to this sequence (prompt + generated).
    pub context_limit: usize,
    /// Prompt positions worth a prefix-cache snapshot besides the periodic ones (e.g. where
    /// the chat history ends, which the next turn's prompt shares).
    pub snapshot_points: Vec<usize>,
    /// Report each token's log-probability and this many alternatives (`None`: off).
    pub logprobs: Option<usize>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FinishReason {
    StopToken(u32),
    StopString(String),
    /// `max_new_tokens` or the context limit was reached.
    Length,
    /// The callback asked to stop (e.g. the client went away).
    Cancelled,
}

#[derive(Clone, Debug)]
pub struct GenerationOutput {
    /// Generated tokens, including a final stop token if one ended generation.
    pub tokens: Vec<u32>,
    pub text: String,
    pub finish_reason: FinishReason,
    /// With `logprobs`: one entry per token whose text is in `text` (so not an ending stop
    /// token, nor the tokens of a matched stop string).
    pub logprobs: Vec<TokenLogprob>,
    pub prompt_tokens: usize,
    /// Prompt tokens resumed from the prefix cache instead of processed.
    pub cached_tokens: usize,
    pub prefill_seconds: f64,
    pub decode_seconds: f64,
}

/// Checks that every id indexes the embedding table.
pub fn validate_tokens(tokens: &[u32], vocab: usize) -> Result<(), GenerateError> {
    match tokens.iter().position(|&t| t as usize >= vocab) {
        Some(at) => Err(GenerateError::TokenOutOfRange {
            id: tokens[at],
            at,
            vocab,
        }),
        None => Ok(()),
    }
}

/// What the decode loop has produced so far; every selected token goes through `push`,
/// whichever loop (host sampling or the backend's own greedy path) selected it.
struct Emitter<'a> {
    decoder: crate::tokenizer::StreamDecoder,
    stops: StopMatcher,
    stop_token_ids: &'a [u32],
    stop_strings: &'a [String],
    context: Vec<u32>,
    generated: Vec<u32>,
    text: String,
    finish: FinishReason,
    budget: usize,
    /// Bytes the decoder has produced: where the next token's text starts.
    decoded: usize,
    /// Log-probs waiting for their token's text, with the byte offset where that starts.
    pending: VecDeque<(usize, TokenLogprob)>,
    logprobs: Vec<TokenLogprob>,
}

/// Receives each newly final piece of text with the log-probs of the tokens that start in
/// it; returns `false` to cancel.
pub type OnText<'a> = dyn FnMut(&str, &[TokenLogprob]) -> bool + 'a;

impl Emitter<'_> {
    /// Takes one selected token (with its log-probs when asked for); false once generation
    /// is over.
    fn push(&mut self, next: u32, logprob: Option<TokenLogprob>, on_text: &mut OnText) -> bool {
        self.generated.push(next);
        self.context.push(next);
        if self.stop_token_ids.contains(&next) {
            self.finish = FinishReason::StopToken(next);
            return false;
        }
        if let Some(l) = logprob {
            self.pending.push_back((self.decoded, l));
        }
        let piece = self.decoder.push(next);
        self.decoded += piece.len();
        match self.stops.push(&piece) {
            StopOutcome::Continue(out) => {
                if !self.emit(&out, on_text) {
                    self.finish = FinishReason::Cancelled;
                    return false;
                }
            }
            StopOutcome::Stopped(out, which) => {
                self.emit(&out, on_text);
                self.finish = FinishReason::StopString(self.stop_strings[which].clone());
                return false;
            }
        }
        self.generated.len() < self.budget
    }

    /// Releases `out` with the log-probs of the tokens that start in it; `false` when the
    /// callback asks to stop.
    fn emit(&mut self, out: &str, on_text: &mut OnText) -> bool {
        if out.is_empty() {
            return true;
        }
        self.text.push_str(out);
        let end = self.text.len();
        let n = self.pending.iter().take_while(|(at, _)| *at < end).count();
        let released: Vec<TokenLogprob> = self.pending.drain(..n).map(|(_, l)| l).collect();
        let go_on = on_text(out, &released);
        self.logprobs.extend(released);
        go_on
    }
}

/// Samples the next token and, when `top` asks for them, its log-probs (of the raw logits,
/// which the sampler edits in place).
fn select(
    sampler: &mut Sampler,
    logits: &mut [f32],
    em: &Emitter,
    top: Option<usize>,
) -> (u32, Option<TokenLogprob>) {
    let raw = top.map(|k| (logits.to_vec(), k));
    let next = sampler.sample(logits, &em.context, &em.generated);
    (next, raw.map(|(r, k)| token_logprob(&r, next, k)))
}

/// Generates from `req.prompt`, resuming from and adding to `cache` when given, passing
/// text to `on_text` as it becomes final. Requests without log-probs that are plain greedy
/// or plain temperature sampling decode on the backend's own path when it has one (on the
/// GPU: one captured graph per step, no logits copied to the host).
pub fn generate<B: Backend>(
    backend: &B,
    cfg: &ModelConfig,
    tokenizer: &Tokenizer,
    req: &GenerationRequest,
    mut cache: Option<&mut PrefixCache<B>>,
    on_text: &mut OnText,
) -> Result<GenerationOutput, GenerateError> {
    if req.prompt.is_empty() {
        return Err(GenerateError::EmptyPrompt);
    }
    if req.prompt.len() >= req.context_limit {
        return Err(GenerateError::PromptTooLong {
            prompt: req.prompt.len(),
            limit: req.context_limit,
        });
    }
    validate_tokens(&req.prompt, cfg.vocab_size)?;
    req.sampling.validate().map_err(GenerateError::Sampling)?;

    let budget = req.max_new_tokens.min(req.context_limit - req.prompt.len());
    let start = Instant::now();
    let capacity = req.prompt.len() + budget;
    let Resumed { mut seq, logits } = match cache.as_deref_mut() {
        Some(c) => c.resume(backend, &req.prompt, capacity),
        None => Resumed {
            seq: Sequence::new(backend, capacity),
            logits: None,
        },
    };
    let cached_tokens = seq.len;
    let mut logits = match logits {
        Some(l) => l,
        None => prefill(backend, cfg, req, &mut seq, cache.as_deref_mut()),
    };
    let prefill_seconds = start.elapsed().as_secs_f64();
    let mut sampler = Sampler::new(req.sampling.clone());
    let mut em = Emitter {
        decoder: tokenizer.stream_decoder(),
        stops: StopMatcher::new(req.stop_strings.clone()),
        stop_token_ids: &req.stop_token_ids,
        stop_strings: &req.stop_strings,
        context: req.prompt.clone(),
        generated: Vec::new(),
        text: String::new(),
        finish: FinishReason::Length,
        budget,
        decoded: 0,
        pending: VecDeque::new(),
        logprobs: Vec::new(),
    };

    let decode_start = Instant::now();

    if budget > 0 {
        let (first, lp) = select(&mut sampler, &mut logits, &em, req.logprobs);
        if em.push(first, lp, on_text) {
            let remaining = budget - em.generated.len();
            let s = &req.sampling;
            let selection = if req.logprobs.is_some() {
                None
            } else if s.is_plain_greedy() {
                Some(Selection::Greedy)
            } else if s.is_plain_temperature() {
                Some(Selection::Sample {
                    temperature: s.temperature,
                    seed: s.seed,
                    next_draw: sampler.draws(),
                })
            } else {
                None
            };
            let on_device = selection.and_then(|selection| {
                backend.device_decode(&mut seq, first, remaining, selection, &mut |t| {
                    em.push(t, None, on_text)
                })
            });
            match on_device {
                Some(result) => result.map_err(|e| GenerateError::Device(format!("{e:#}")))?,
                None => loop {
                    let last = *em.generated.last().expect("a token was pushed");
                    logits = forward(backend, cfg, &[last], &mut seq, 1);
                    let (next, lp) = select(&mut sampler, &mut logits, &em, req.logprobs);
                    if !em.push(next, lp, on_text) {
                        break;
                    }
                },
            }
        }
    }
    if matches!(em.finish, FinishReason::StopToken(_) | FinishReason::Length) {
        // Bytes held back by the decoder or the stop matcher are final now.
        let tail = match em.stops.push(&em.decoder.finish()) {
            StopOutcome::Continue(t) => t + &em.stops.finish(),
            StopOutcome::Stopped(t, which) => {
                em.finish = FinishReason::StopString(req.stop_strings[which].clone());
                t
            }
        };
        em.emit(&tail, on_text);
    }
    if let Some(c) = cache {
        // The last sampled token was never fed, so the state covers `seq.len` tokens.
        c.save(backend, &seq, &em.context[..seq.len], None);
    }
    Ok(GenerationOutput {
        tokens: em.generated,
        text: em.text,
        logprobs: em.logprobs,
        finish_reason: em.finish,
        prompt_tokens: req.prompt.len(),
        cached_tokens,
        prefill_seconds,
        decode_seconds: decode_start.elapsed().as_secs_f64(),
    })
}

/// Runs the prompt from `seq.len` on and returns the logits after its last token. With a
/// cache the prompt goes in pieces that end at the snapshot positions, and each piece's end
/// is snapshotted (the last with its logits).
fn prefill<B: Backend>(
    backend: &B,
    cfg: &ModelConfig,
    req: &GenerationRequest,
    seq: &mut Sequence<B::State>,
    mut cache: Option<&mut PrefixCache<B>>,
) -> Vec<f32> {
    let prompt = &req.prompt;
    let n = prompt.len();
    let mut ends = vec![n];
    if let Some(c) = &cache {
        ends.extend(c.interval_points(seq.len, n));
        ends.extend(
            req.snapshot_points
                .iter()
                .filter(|&&p| p > seq.len && p < n),
        );
        ends.sort_unstable();
        ends.dedup();
    }
    let mut logits = Vec::new();
    for end in ends {
        let piece = &prompt[seq.len..end];
        if end == n {
            logits = forward(backend, cfg, piece, seq, 1);
        } else {
            forward_hidden(backend, cfg, piece, seq);
        }
        if let Some(c) = cache.as_deref_mut() {
            c.save(
                backend,
                seq,
                &prompt[..end],
                (end == n).then_some(&logits[..]),
            );
        }
    }
    logits
}

/// Splits an answer into its thinking part and the answer proper. Thinking is the text
/// before `</think>`; the opening `<think>` is optional because templates put it in the
/// prompt.
pub fn split_reasoning(text: &str) -> (Option<String>, String) {
    match text.split_once("</think>") {
        Some((thinking, answer)) => {
            let thinking = thinking
                .trim_start()
                .strip_prefix("<think>")
                .unwrap_or(thinking);
            (
                Some(thinking.trim().to_string()),
                answer.trim_start().to_string(),
            )
        }
        None => (None, text.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reasoning_is_split_from_the_answer() {
        assert_eq!(
            split_reasoning("<think>\nhmm\n</think>\n\nYes."),
            (Some("hmm".into()), "Yes.".into())
        );
        assert_eq!(
            split_reasoning("hmm</think>Yes."),
            (Some("hmm".into()), "Yes.".into())
        );
        assert_eq!(split_reasoning("Just text"), (None, "Just text".into()));
    }
}
