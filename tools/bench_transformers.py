"""transformers' single-stream decode speed on full-size random Qwen3.6-35B-A3B weights, the
baseline `lily bench` is compared with (same GPU, same run, same shapes; the random values
differ, which does not change the work):

    python3 tools/bench_transformers.py --contexts 256,4096 --steps 32 --json OUT.json

Same contract as `lily bench`: batch 1, greedy, synthetic prompt ids
((i * 2654435761) mod 2^32) mod vocab, one warm-up step, then timed decode steps with the
KV/recurrent cache (prefill excluded). Prints a Markdown table.
"""
import argparse
import json
import time

import torch
from transformers import Qwen3_5MoeForCausalLM, Qwen3_5MoeTextConfig


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--contexts", default="256,4096")
    ap.add_argument("--steps", type=int, default=32)
    ap.add_argument("--json")
    args = ap.parse_args()
    contexts = [int(c) for c in args.contexts.split(",")]

    layers = 40
    types = ["full_attention" if (i + 1) % 4 == 0 else "linear_attention" for i in range(layers)]
    cfg = Qwen3_5MoeTextConfig(num_hidden_layers=layers, layer_types=types, max_position_embeddings=262144,
                               rope_parameters={"rope_type": "default", "rope_theta": 10000000.0,
                                                "partial_rotary_factor": 0.25, "mrope_section": [11, 11, 10],
                                                "mrope_interleaved": True})
    start = time.time()
    torch.set_default_dtype(torch.bfloat16)
    with torch.device("cuda"):
        model = Qwen3_5MoeForCausalLM(cfg).eval()
    torch.set_default_dtype(torch.float32)
    load_s = time.time() - start
    vocab = cfg.vocab_size
    rows = []
    for ctx in contexts:
        ids = [((i * 2654435761) % (1 << 32)) % vocab for i in range(ctx)]
        with torch.no_grad():
            out = model(input_ids=torch.tensor([ids], device="cuda"), use_cache=True, logits_to_keep=1)
            cache = out.past_key_values
            tok = out.logits[:, -1].argmax(-1, keepdim=True)
            # warm-up step at the exact shape
            out = model(input_ids=tok, past_key_values=cache, use_cache=True)
            tok = out.logits[:, -1].argmax(-1, keepdim=True)
            torch.cuda.synchronize()
            t0 = time.time()
            for _ in range(args.steps):
                out = model(input_ids=tok, past_key_values=out.past_key_values, use_cache=True)
                tok = out.logits[:, -1].argmax(-1, keepdim=True)
            torch.cuda.synchronize()
            dt = time.time() - t0
        rows.append({"context": ctx, "decode_tok_s": args.steps / dt, "ms_per_token": 1e3 * dt / args.steps})
        del cache, out
        torch.cuda.empty_cache()
    result = {"engine": "transformers", "model_build_s": load_s, "steps": args.steps, "rows": rows,
              "attn_implementation": model.config._attn_implementation}
    if args.json:
        with open(args.json, "w") as f:
            json.dump(result, f, indent=1)
    print(f"transformers (attention: {result['attn_implementation']}), {args.steps} timed decode steps\n")
    print("| context | decode tok/s | ms/token |\n|---:|---:|---:|")
    for r in rows:
        print(f"| {r['context']} | {r['decode_tok_s']:.1f} | {r['ms_per_token']:.1f} |")


if __name__ == "__main__":
    main()
