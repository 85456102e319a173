//! Generation on the built-in model: stop tokens, stop strings, streaming, limits.

use lily::engine::{Device, Engine};
use lily::generate::sampler::SamplingParams;
use lily::generate::{FinishReason, GenerateError, GenerationOutput, GenerationRequest};

fn request(engine: &Engine, prompt: &str, max_new_tokens: usize) -> GenerationRequest {
    GenerationRequest {
        prompt: engine.tokenizer.encode(prompt, false),
        max_new_tokens,
        sampling: SamplingParams::default(),
        stop_token_ids: vec![],
        stop_strings: vec![],
        context_limit: 4096,
        snapshot_points: vec![],
        logprobs: None,
    }
}

fn run(engine: &Engine, req: &GenerationRequest) -> Result<GenerationOutput, GenerateError> {
    engine.generate(req, None, &mut |_, _| true)
}

#[test]
fn stop_strings_tokens_and_streaming_agree() {
    let engine = Engine::load(None, Device::Cpu).unwrap();
    let run = |req: &GenerationRequest| {
        let mut streamed = String::new();
        let out = engine
            .generate(req, None, &mut |t, _| {
                streamed.push_str(t);
                true
            })
            .unwrap();
        assert_eq!(streamed, out.text, "streamed text equals the final text");
        out
    };
    let base = run(&request(&engine, "The quick brown fox", 40));
    assert_eq!(base.finish_reason, FinishReason::Length);
    assert_eq!(base.tokens.len(), 40);
    assert_eq!(base.text, engine.tokenizer.decode(&base.tokens));

    // A stop token ends generation at its first occurrence.
    let stop_tok = base.tokens[5];
    let first = base.tokens.iter().position(|&t| t == stop_tok).unwrap();
    let mut req = request(&engine, "The quick brown fox", 40);
    req.stop_token_ids = vec![stop_tok];
    let out = run(&req);
    assert_eq!(out.finish_reason, FinishReason::StopToken(stop_tok));
    assert_eq!(out.tokens, base.tokens[..=first].to_vec());

    // A stop string ends it and is not part of the text.
    let chars: Vec<char> = base.text.chars().collect();
    let stop: String = chars[chars.len() / 2..chars.len() / 2 + 2].iter().collect();
    let mut req = request(&engine, "The quick brown fox", 40);
    req.stop_strings = vec![stop.clone()];
    let out = run(&req);
    assert_eq!(out.finish_reason, FinishReason::StopString(stop.clone()));
    assert_eq!(out.text, base.text[..base.text.find(&stop).unwrap()]);

    // Cancellation from the callback.
    let req = request(&engine, "The quick brown fox", 40);
    let out = engine.generate(&req, None, &mut |_, _| false).unwrap();
    assert_eq!(out.finish_reason, FinishReason::Cancelled);
}

#[test]
fn context_limit_and_bad_ids_are_errors() {
    let engine = Engine::load(None, Device::Cpu).unwrap();
    let mut req = request(&engine, "abcdefgh", 10);
    req.context_limit = 5;
    let err = run(&engine, &req).unwrap_err();
    assert!(
        matches!(err, GenerateError::PromptTooLong { limit: 5, .. }),
        "{err}"
    );

    let mut req = request(&engine, "abc", 10);
    req.context_limit = 6;
    let out = run(&engine, &req).unwrap();
    assert_eq!(out.tokens.len(), 3, "generation stops at the context limit");

    let mut req = request(&engine, "abc", 10);
    req.prompt.push(10_000);
    let err = run(&engine, &req).unwrap_err();
    assert!(err.to_string().contains("10000"), "{err}");
}

#[test]
fn thinking_toggle_changes_the_prompt() {
    use lily::chat_template::RenderOptions;
    let engine = Engine::load(None, Device::Cpu).unwrap();
    let msgs = [serde_json::json!({"role": "user", "content": "hi"})];
    let off = engine
        .chat_prompt(
            &msgs,
            &RenderOptions::new()
                .with_generation_prompt(true)
                .with_thinking(Some(false)),
        )
        .unwrap();
    let on = engine
        .chat_prompt(
            &msgs,
            &RenderOptions::new()
                .with_generation_prompt(true)
                .with_thinking(Some(true)),
        )
        .unwrap();
    let think_end = engine.tokenizer.token_id("</think>").unwrap();
    assert!(
        off.contains(&think_end),
        "thinking off closes an empty think block"
    );
    assert!(!on.contains(&think_end));
}

#[test]
fn logprobs_are_raw_model_logprobs_of_the_released_tokens() {
    let engine = Engine::load(None, Device::Cpu).unwrap();
    let run = |sampling: SamplingParams| {
        let mut req = request(&engine, "The quick brown fox", 20);
        req.sampling = sampling;
        req.logprobs = Some(3);
        let mut streamed = Vec::new();
        let out = engine
            .generate(&req, None, &mut |_, lp| {
                streamed.extend_from_slice(lp);
                true
            })
            .unwrap();
        assert_eq!(streamed, out.logprobs);
        out
    };
    let greedy = run(SamplingParams::default());
    assert_eq!(greedy.logprobs.len(), greedy.tokens.len());
    for (l, &t) in greedy.logprobs.iter().zip(&greedy.tokens) {
        assert_eq!(l.token, t);
        assert_eq!(l.top.len(), 3);
        assert_eq!(
            l.top[0],
            (t, l.logprob),
            "greedy picks the most likely token"
        );
        assert!(l.top[0].1 >= l.top[1].1 && l.top[1].1 >= l.top[2].1);
    }
    // Temperature does not change them: they are of the raw distribution.
    let hot = run(SamplingParams {
        temperature: 3.0,
        top_k: 1,
        ..Default::default()
    });
    assert_eq!(hot.tokens, greedy.tokens);
    assert_eq!(hot.logprobs, greedy.logprobs);
    // A stop string's tokens are not reported; the text before it is.
    let mut req = request(&engine, "The quick brown fox", 20);
    req.logprobs = Some(0);
    let stop: String = greedy.text.chars().skip(5).take(2).collect();
    req.stop_strings = vec![stop.clone()];
    let out = engine.generate(&req, None, &mut |_, _| true).unwrap();
    let kept: Vec<u32> = out.logprobs.iter().map(|l| l.token).collect();
    assert!(!out.text.is_empty() && !kept.is_empty(), "{out:?}");
    assert!(kept.len() < out.tokens.len());
    assert_eq!(kept, out.tokens[..kept.len()]);
    assert!(out.logprobs.iter().all(|l| l.top.is_empty()));
}
