"""transformers' single-stream decode and prefill speed on full-size random Qwen3.6-35B-A3B
weights, the baseline `lily bench` is compared with (same GPU, same run, same shapes; the
random values differ, which does not change the work):

    python3 tools/bench_transformers.py --contexts 256,4096 --steps 32 --prefill 256,4096 --json OUT.json

Same contract as `lily bench`: batch 1, greedy, synthetic prompt ids
((i * 2654435761) mod 2^32) mod vocab. Decode: one warm-up step, then timed decode steps with
the KV/recurrent cache (prefill excluded). Prefill: the prompt from an empty cache to the
greedy first token, timed on the second of two runs. With flash-linear-attention installed,
transformers runs the DeltaNet layers with its Triton kernels (the report names the path).
Prints Markdown tables.
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
    ap.add_argument("--prefill", default="")
    ap.add_argument("--json")
    args = ap.parse_args()
    contexts = [int(c) for c in args.contexts.split(",") if c]
    prefill_contexts = [int(c) for c in args.prefill.split(",") if c]

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
    prefill_rows = []
    for ctx in prefill_contexts:
        ids = torch.tensor([[((i * 2654435761) % (1 << 32)) % vocab for i in range(ctx)]], device="cuda")
        times = []
        with torch.no_grad():
            for _ in range(2):
                torch.cuda.synchronize()
                t0 = time.time()
                out = model(input_ids=ids, use_cache=True, logits_to_keep=1)
                first = int(out.logits[0, -1].argmax())
                times.append(time.time() - t0)
                del out
                torch.cuda.empty_cache()
        prefill_rows.append({"context": ctx, "prefill_ms": 1e3 * times[1], "prefill_tok_s": ctx / times[1],
                             "first_token": first})
    try:
        import fla  # noqa: F401
        deltanet = "flash-linear-attention " + fla.__version__
    except ImportError:
        deltanet = "PyTorch reference (flash-linear-attention not installed)"
    result = {"engine": "transformers", "model_build_s": load_s, "steps": args.steps, "rows": rows,
              "prefill": prefill_rows, "attn_implementation": model.config._attn_implementation,
              "deltanet": deltanet}
    if args.json:
        with open(args.json, "w") as f:
            json.dump(result, f, indent=1)
    print(f"transformers (attention: {result['attn_implementation']}, DeltaNet: {deltanet}), "
          f"{args.steps} timed decode steps\n")
    print("| context | decode tok/s | ms/token |\n|---:|---:|---:|")
    for r in rows:
        print(f"| {r['context']} | {r['decode_tok_s']:.1f} | {r['ms_per_token']:.1f} |")
    if prefill_rows:
        print("\n| context | prefill ms | prefill tok/s |\n|---:|---:|---:|")
        for r in prefill_rows:
            print(f"| {r['context']} | {r['prefill_ms']:.1f} | {r['prefill_tok_s']:.0f} |")


if __name__ == "__main__":
    main()
