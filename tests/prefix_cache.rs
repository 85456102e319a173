//! Prefix reuse on the built-in model: answers with the cache equal answers without it,
//! multi-turn chats resume, divergent prompts never resume past the divergence, and the
//! LRU stays within its budget.

use lily::chat_template::RenderOptions;
use lily::engine::{Device, Engine, EngineBackend, EnginePrefixCache};
use lily::generate::prefix_cache::{snapshot_bytes, PrefixCache};
use lily::generate::sampler::SamplingParams;
use lily::generate::{GenerationOutput, GenerationRequest};
use lily::model::{forward, Sequence};
use serde_json::{json, Value};

fn engine() -> Engine {
    Engine::load(None, Device::Cpu).unwrap()
}

fn request(engine: &Engine, prompt: Vec<u32>, sampling: &SamplingParams) -> GenerationRequest {
    GenerationRequest {
        snapshot_points: engine.turn_snapshot_points(&prompt),
        prompt,
        max_new_tokens: 24,
        sampling: sampling.clone(),
        stop_token_ids: engine.defaults.stop_token_ids.clone(),
        stop_strings: vec![],
        context_limit: engine.config.max_position_embeddings,
        logprobs: None,
    }
}

fn run(
    engine: &Engine,
    req: &GenerationRequest,
    cache: Option<&mut EnginePrefixCache>,
) -> GenerationOutput {
    engine.generate(req, cache, &mut |_, _| true).unwrap()
}

fn chat(engine: &Engine, messages: &[Value]) -> Vec<u32> {
    let opts = RenderOptions::new()
        .with_generation_prompt(true)
        .with_thinking(Some(false));
    engine.chat_prompt(messages, &opts).unwrap()
}

fn samplings() -> [SamplingParams; 2] {
    [
        SamplingParams::default(),
        SamplingParams {
            temperature: 0.9,
            top_p: 0.95,
            top_k: 40,
            seed: 11,
            ..Default::default()
        },
    ]
}

#[test]
fn multi_turn_chats_resume_and_answer_as_without_the_cache() {
    let e = engine();
    for sampling in samplings() {
        let mut cache = e.prefix_cache(64 << 20, 64);
        let mut messages = vec![
            json!({"role": "system", "content": "You are a terse assistant. ".repeat(6)}),
            json!({"role": "user", "content": "Name three rivers in Europe."}),
        ];
        for turn in 0..3 {
            let req = request(&e, chat(&e, &messages), &sampling);
            let fresh = run(&e, &req, None);
            let cached = run(&e, &req, Some(&mut cache));
            assert_eq!(cached.tokens, fresh.tokens, "turn {turn} {sampling:?}");
            assert_eq!(cached.text, fresh.text);
            if turn > 0 {
                // At least the history up to the previous generation prompt is reused.
                assert!(
                    cached.cached_tokens > req.prompt.len() / 2,
                    "turn {turn}: {} of {}",
                    cached.cached_tokens,
                    req.prompt.len()
                );
            }
            // The same prompt again resumes from its end: nothing is processed.
            let again = run(&e, &req, Some(&mut cache));
            assert_eq!(again.cached_tokens, req.prompt.len());
            assert_eq!(again.tokens, fresh.tokens);
            messages.push(json!({"role": "assistant", "content": fresh.text}));
            messages.push(json!({"role": "user", "content": format!("And {turn} more?")}));
        }
        let s = cache.stats();
        assert_eq!(s.lookups, 6);
        assert!(s.hits >= 5, "{s:?}");
    }
}

#[test]
fn resuming_on_a_chunk_boundary_is_bit_exact() {
    let e = engine();
    let EngineBackend::Cpu(b) = &e.backend else {
        unreachable!()
    };
    let b = b.as_ref();
    let prompt: Vec<u32> = e
        .tokenizer
        .encode(&"all rivers run to the sea ".repeat(9), false);
    assert!(prompt.len() > 130);
    let mut whole = Sequence::new(b, prompt.len());
    let expect = forward(b, &e.config, &prompt, &mut whole, 1);

    let mut cache = PrefixCache::new(64 << 20, 64);
    let mut seq = Sequence::new(b, prompt.len());
    forward(b, &e.config, &prompt[..128], &mut seq, 1);
    cache.save(b, &seq, &prompt[..128], None);
    let mut r = cache.resume(b, &prompt, prompt.len());
    assert_eq!(r.seq.len, 128);
    let got = forward(b, &e.config, &prompt[128..], &mut r.seq, 1);
    assert!(got == expect, "logits differ after resuming");
}

#[test]
fn divergent_prefixes_never_resume_a_wrong_state() {
    let e = engine();
    let greedy = SamplingParams::default();
    let a: Vec<u32> = e
        .tokenizer
        .encode(&"the cat sat on the mat. ".repeat(12), false);
    let mut b = a[..150].to_vec();
    b.extend(
        e.tokenizer
            .encode(&"a dog ran in the park. ".repeat(4), false),
    );
    let mut a2 = a.clone();
    a2.extend(e.tokenizer.encode(" then it slept.", false));

    let mut cache = e.prefix_cache(64 << 20, 64);
    for (prompt, max_cached) in [(&a, 0), (&b, 150), (&a2, a.len())] {
        let req = request(&e, prompt.clone(), &greedy);
        let fresh = run(&e, &req, None);
        let cached = run(&e, &req, Some(&mut cache));
        assert!(
            cached.cached_tokens <= max_cached,
            "{}",
            cached.cached_tokens
        );
        assert_eq!(cached.tokens, fresh.tokens);
    }
    // b resumed from the snapshot at 128 (interval 64) and a2, after b, from a's end.
    let s = cache.stats();
    assert_eq!(s.cached_tokens, 128 + a.len() as u64, "{s:?}");
}

#[test]
fn the_lru_stays_within_its_budget_and_keeps_what_was_used() {
    let e = engine();
    let greedy = SamplingParams::default();
    let EngineBackend::Cpu(b) = &e.backend else {
        unreachable!()
    };
    let b = b.as_ref();
    let prompt = |i: usize| {
        e.tokenizer
            .encode(&format!("question number {i}: why?"), false)
    };
    // Each prompt leaves two snapshots (end of prompt, end of answer): room for about
    // two and a half prompts' worth.
    let n = prompt(10).len();
    let per_prompt = snapshot_bytes(b, n, e.config.vocab_size) + snapshot_bytes(b, n + 23, 0);
    let budget = per_prompt * 5 / 2;
    let mut cache = e.prefix_cache(budget, 0);
    let first = request(&e, prompt(0), &greedy);
    run(&e, &first, Some(&mut cache));
    for i in 1..20 {
        // Keep touching the first prompt: it stays while the others come and go.
        assert_eq!(
            run(&e, &first, Some(&mut cache)).cached_tokens,
            first.prompt.len()
        );
        run(&e, &request(&e, prompt(i), &greedy), Some(&mut cache));
        let s = cache.stats();
        assert!(s.bytes <= budget, "{s:?}");
    }
    let s = cache.stats();
    assert!(s.evictions > 0 && s.entries >= 2, "{s:?}");
    // An early prompt was evicted; the latest was not.
    assert_eq!(
        run(&e, &request(&e, prompt(1), &greedy), Some(&mut cache)).cached_tokens,
        0
    );
    let last = request(&e, prompt(19), &greedy);
    assert_eq!(
        run(&e, &last, Some(&mut cache)).cached_tokens,
        last.prompt.len()
    );
}
