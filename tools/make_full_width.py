"""Build a full-width random checkpoint with transformers (the real Qwen3.6-35B-A3B layer
dimensions, fewer layers) and its fp32 reference outputs, on the H200 machine:

    python3 tools/make_full_width.py OUT_DIR [LAYERS]

The checkpoint is text-only (model.* names, fused experts, flat config), bf16, about 2 GB
per layer. Reference: transformers in fp32 on the GPU with TF32 off, eager attention and the
eager experts loop: log-probs of 48 synthetic tokens and a 16-token greedy continuation.
"""
import json
import math
import os
import sys

import torch
from safetensors.torch import save_file
from transformers import Qwen3_5MoeForCausalLM, Qwen3_5MoeTextConfig

torch.backends.cuda.matmul.allow_tf32 = False
torch.backends.cudnn.allow_tf32 = False


def randomize(model, hidden, seed):
    g = torch.Generator(device="cuda").manual_seed(seed)
    with torch.no_grad():
        for name, p in model.named_parameters():
            rnd = lambda: torch.randn(p.shape, generator=g, device="cuda", dtype=torch.float32)
            if name.endswith("linear_attn.norm.weight"):
                v = 1.0 + 0.2 * rnd()
            elif "layernorm" in name or name.endswith(("q_norm.weight", "k_norm.weight")) or name == "model.norm.weight":
                v = 0.2 * rnd()
            elif name.endswith("A_log"):
                v = torch.empty(p.shape, device="cuda").uniform_(0.1, 2.0, generator=g).log()
            elif name.endswith("dt_bias"):
                v = 0.5 * rnd()
            elif name.endswith("conv1d.weight"):
                v = 0.4 * rnd()
            elif name.endswith("mlp.gate.weight"):
                v = (3.0 / math.sqrt(hidden)) * rnd()
            elif name.endswith("embed_tokens.weight"):
                v = rnd()
            elif name == "lm_head.weight":
                v = (2.0 / math.sqrt(hidden)) * rnd()
            elif p.dim() >= 2:
                v = (1.0 / math.sqrt(p.shape[-1])) * rnd()
            else:
                v = 0.1 * rnd()
            p.copy_(v.to(p.dtype))


def main():
    out = sys.argv[1]
    layers = int(sys.argv[2]) if len(sys.argv) > 2 else 8
    os.makedirs(out, exist_ok=True)
    types = ["full_attention" if (i + 1) % 4 == 0 else "linear_attention" for i in range(layers)]
    cfg = Qwen3_5MoeTextConfig(num_hidden_layers=layers, layer_types=types, max_position_embeddings=262144,
                               rope_parameters={"rope_type": "default", "rope_theta": 10000000.0,
                                                "partial_rotary_factor": 0.25, "mrope_section": [11, 11, 10],
                                                "mrope_interleaved": True},
                               eos_token_id=248044)
    torch.set_default_dtype(torch.bfloat16)
    with torch.device("cuda"):
        model = Qwen3_5MoeForCausalLM(cfg).eval()
    torch.set_default_dtype(torch.float32)
    model.set_attn_implementation("eager")
    model.set_experts_implementation("eager")
    randomize(model, cfg.hidden_size, 1234)
    sd = {k: v.detach().to("cpu").contiguous() for k, v in model.state_dict().items()}
    save_file(sd, os.path.join(out, "model.safetensors"), metadata={"format": "pt"})
    del sd
    cfg.save_pretrained(out)

    model = model.float()
    vocab = cfg.vocab_size
    ids = [((i * 2654435761) % (1 << 32)) % vocab for i in range(48)]
    prompt_len, n_new = 32, 16
    with torch.no_grad():
        x = torch.tensor([ids], device="cuda")
        lp = torch.log_softmax(model(input_ids=x, use_cache=False).logits[0].float(), -1)
        o = model(input_ids=x[:, :prompt_len], use_cache=True)
        cache, logits, greedy, margins = o.past_key_values, o.logits[0, -1], [], []
        for _ in range(n_new):
            top2 = torch.topk(logits, 2)
            greedy.append(int(top2.indices[0]))
            margins.append(float(top2.values[0] - top2.values[1]))
            o = model(input_ids=torch.tensor([[greedy[-1]]], device="cuda"), past_key_values=cache, use_cache=True)
            cache, logits = o.past_key_values, o.logits[0, -1]
    save_file({"input_ids": torch.tensor(ids, dtype=torch.int32), "logprobs_full": lp.cpu().contiguous(),
               "greedy_tokens": torch.tensor(greedy, dtype=torch.int32),
               "greedy_top2_margin": torch.tensor(margins, dtype=torch.float32)},
              os.path.join(out, "reference.safetensors"))
    meta = {"layers": layers, "prompt_len": prompt_len, "new_tokens": n_new, "min_greedy_margin": min(margins)}
    with open(os.path.join(out, "meta.json"), "w") as f:
        json.dump(meta, f)
    print("full-width fixture", json.dumps(meta), flush=True)


if __name__ == "__main__":
    main()
