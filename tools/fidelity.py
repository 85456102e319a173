"""Fidelity of Lily's GPU path against transformers, on the H200 machine:

    python3 tools/fidelity.py CHECKPOINT LILY_BINARY [--tokens 4096] [--chunk 1,4096] [--env K=V] [--json OUT]

CHECKPOINT is a full-width random checkpoint (tools/make_full_width.py). The same synthetic
sequence (token i = ((i * 2654435761) mod 2^32) mod vocab) is scored teacher-forced by
transformers in fp32 (the reference: eager attention, eager experts, TF32 off), by
transformers in bf16, and by `lily score --device cuda`. For transformers-bf16 and for Lily
against the fp32 reference it reports: perplexity deviation (%), same-top-1 rate (%), mean
KL(reference || candidate) in nats, and the same-top-1 rate on the positions where the
reference's top-1 margin exceeds 1 nat. `--chunk` lists Lily's tokens per forward call (1: the
decode path; more: the prompt path's kernels); `--env K=V` also scores each chunk size with that
environment variable set. Prints a Markdown table and writes JSON with --json.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

import numpy as np
import torch
from transformers import AutoConfig, Qwen3_5MoeForCausalLM

torch.backends.cuda.matmul.allow_tf32 = False
torch.backends.cudnn.allow_tf32 = False


def transformers_logprobs(ckpt, ids, dtype):
    model = Qwen3_5MoeForCausalLM.from_pretrained(ckpt, dtype=torch.bfloat16, device_map="cuda").eval()
    model.set_attn_implementation("eager")
    model.set_experts_implementation("eager")
    model = model.to(dtype)
    with torch.no_grad():
        logits = model(input_ids=torch.tensor([ids], device="cuda"), use_cache=False).logits[0]
        out = torch.log_softmax(logits[:-1].float(), -1)
    del model, logits
    torch.cuda.empty_cache()
    return out


def lily_logprobs(binary, ckpt, ids, vocab, chunk, env=None):
    with tempfile.TemporaryDirectory() as tmp:
        tokens = os.path.join(tmp, "ids.json")
        logits = os.path.join(tmp, "logits.f32")
        with open(tokens, "w") as f:
            json.dump(ids, f)
        subprocess.run([binary, "score", "--model", ckpt, "--tokens", tokens, "--device", "cuda",
                        "--chunk", str(chunk), "--logits-out", logits],
                       check=True, stdout=subprocess.DEVNULL, env={**os.environ, **(env or {})})
        rows = np.fromfile(logits, dtype=np.float32).reshape(len(ids) - 1, vocab)
        return torch.log_softmax(torch.from_numpy(rows).cuda(), -1)


def compare(ref, cand, targets):
    """Metrics of candidate log-probs against the reference's, both [positions, vocab]."""
    nll_ref = -ref.gather(1, targets[:, None]).mean().item()
    nll_cand = -cand.gather(1, targets[:, None]).mean().item()
    kl = []
    for a, b in zip(ref.split(256), cand.split(256)):  # bounds the temporary
        kl.append((a.exp() * (a - b)).sum(-1))
    kl = torch.cat(kl)
    top_ref, top_cand = ref.argmax(-1), cand.argmax(-1)
    two = ref.topk(2, -1).values
    confident = (two[:, 0] - two[:, 1]) > 1.0
    same = (top_ref == top_cand).float()
    return {
        "ppl_deviation_pct": 100.0 * (np.exp(nll_cand) / np.exp(nll_ref) - 1.0),
        "same_top1_pct": 100.0 * same.mean().item(),
        "mean_kl": kl.mean().item(),
        "confident_positions": int(confident.sum().item()),
        "same_top1_confident_pct": 100.0 * same[confident].mean().item() if confident.any() else None,
    }


def main():
    p = argparse.ArgumentParser()
    p.add_argument("checkpoint")
    p.add_argument("lily")
    p.add_argument("--tokens", type=int, default=4096)
    p.add_argument("--chunk", default="1", help="lily score's tokens per forward call (comma list)")
    p.add_argument("--env", action="append", default=[], help="K=V: also score with this set")
    p.add_argument("--json")
    a = p.parse_args()
    vocab = AutoConfig.from_pretrained(a.checkpoint).vocab_size
    ids = [((i * 2654435761) % (1 << 32)) % vocab for i in range(a.tokens)]
    targets = torch.tensor(ids[1:], device="cuda")

    ref = transformers_logprobs(a.checkpoint, ids, torch.float32)
    two = ref.topk(2, -1).values
    median_margin = (two[:, 0] - two[:, 1]).median().item()
    rows = {"transformers-bf16": compare(ref, transformers_logprobs(a.checkpoint, ids, torch.bfloat16), targets)}
    torch.cuda.empty_cache()
    variants = [("", {})] + [(f", {e}", dict([e.split("=", 1)])) for e in a.env]
    for chunk in [int(c) for c in a.chunk.split(",")]:
        for label, env in variants:
            rows[f"lily (chunk {chunk}{label})"] = compare(
                ref, lily_logprobs(a.lily, a.checkpoint, ids, vocab, chunk, env), targets)
    nll_ref = -ref.gather(1, targets[:, None]).mean().item()
    report = {"checkpoint": a.checkpoint, "tokens": a.tokens, "reference_ppl": float(np.exp(nll_ref)),
              "median_top1_margin_nats": median_margin, "rows": rows}

    print(f"{a.tokens} tokens, reference perplexity {report['reference_ppl']:.4f}, "
          f"median top-1 margin {median_margin:.3f} nats")
    print("| against fp32 | perplexity deviation | same top-1 | mean KL (nats) | same top-1 where margin > 1 nat |")
    print("|---|---:|---:|---:|---:|")
    for name, r in rows.items():
        conf = r["same_top1_confident_pct"]
        conf = f"{conf:.2f}% of {r['confident_positions']}" if conf is not None else "no such positions"
        print(f"| {name} | {r['ppl_deviation_pct']:+.4f}% | {r['same_top1_pct']:.2f}% | {r['mean_kl']:.3e} | {conf} |")
    if a.json:
        with open(a.json, "w") as f:
            json.dump(report, f, indent=2)


if __name__ == "__main__":
    sys.exit(main())
