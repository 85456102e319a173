"""Build Lily's reference fixtures with transformers' own Qwen3.5-MoE classes.

Run on a machine with torch and transformers 5.17 (the H200 machine):
    python3 tools/make_fixtures.py OUT_DIR

Writes small random checkpoints of the qwen3_5_moe architecture plus fp32 reference
outputs computed by transformers (eager attention, torch fallback for the DeltaNet
layers, on the CPU so that no TF32 path is taken):
  OUT_DIR/official/    nested qwen3_5_moe config, model.language_model.* names, fused 3-D
                       experts, bf16 weights with A_log and the gated norm in f32 (as the
                       Qwen3.5 checkpoints store them), a tiny vision tower and mtp.* tensors
                       that Lily must recognise and skip.
  OUT_DIR/per_expert/  flat qwen3_5_moe_text config without layer_types, model.* names,
                       per-expert tensors, f32 and f16 weights, two shards + index.json.
Each directory gets reference.safetensors (tensors listed in meta.json) and tokens.json.
"""
import json
import math
import os
import sys

import torch
from safetensors.torch import save_file
from tokenizers import Tokenizer, models, normalizers, pre_tokenizers, decoders, AddedToken

import transformers
from transformers import (
    Qwen3_5MoeConfig,
    Qwen3_5MoeForCausalLM,
    Qwen3_5MoeForConditionalGeneration,
    Qwen3_5MoeTextConfig,
)

torch.set_num_threads(min(16, os.cpu_count() or 1))
torch.backends.cuda.matmul.allow_tf32 = False
torch.backends.cudnn.allow_tf32 = False

SPECIALS = [
    ("<|endoftext|>", True),
    ("<|im_start|>", True),
    ("<|im_end|>", True),
    ("<think>", False),
    ("</think>", False),
    ("<tool_call>", False),
    ("</tool_call>", False),
    ("<tool_response>", False),
    ("</tool_response>", False),
]
QWEN35_SPLIT = (
    r"(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?[\p{L}\p{M}]+|\p{N}| ?[^\s\p{L}\p{M}\p{N}]+[\r\n]*"
    r"|\s*[\r\n]+|\s+(?!\S)|\s+"
)


def byte_tokenizer():
    """Byte-level BPE over the 256 bytes with Qwen's pre-tokenizer, plus the chat specials."""
    alphabet = pre_tokenizers.ByteLevel.alphabet()
    # GPT-2 byte order: the id of a byte equals the byte value.
    bs = list(range(ord("!"), ord("~") + 1)) + list(range(ord("¡"), ord("¬") + 1)) + list(range(ord("®"), ord("ÿ") + 1))
    cs = bs[:]
    n = 0
    for b in range(256):
        if b not in bs:
            bs.append(b)
            cs.append(256 + n)
            n += 1
    byte_to_char = {b: chr(c) for b, c in zip(bs, cs)}
    vocab = {byte_to_char[b]: b for b in range(256)}
    assert set(vocab) == set(alphabet)
    tok = Tokenizer(models.BPE(vocab=vocab, merges=[], ignore_merges=False))
    tok.normalizer = normalizers.NFC()
    tok.pre_tokenizer = pre_tokenizers.Sequence(
        [
            pre_tokenizers.Split(pattern=__import__("tokenizers").Regex(QWEN35_SPLIT), behavior="isolated"),
            pre_tokenizers.ByteLevel(add_prefix_space=False, trim_offsets=False, use_regex=False),
        ]
    )
    tok.decoder = decoders.ByteLevel()
    tok.add_tokens([AddedToken(s, special=sp, normalized=False) for s, sp in SPECIALS])
    return tok


def randomize(model, hidden):
    """Every tensor random, scaled so that a wrong +1, transpose or head mapping shows."""
    g = torch.Generator().manual_seed(1234)
    with torch.no_grad():
        for name, p in model.named_parameters():
            shape = p.shape
            if name.endswith("linear_attn.norm.weight"):
                v = 1.0 + 0.2 * torch.randn(shape, generator=g)
            elif "layernorm" in name or name.endswith(("q_norm.weight", "k_norm.weight")) or name.endswith(
                "language_model.norm.weight"
            ) or name == "model.norm.weight":
                v = 0.2 * torch.randn(shape, generator=g)
            elif name.endswith("A_log"):
                v = torch.empty(shape).uniform_(0.1, 2.0, generator=g).log()
            elif name.endswith("dt_bias"):
                v = 0.5 * torch.randn(shape, generator=g)
            elif name.endswith("conv1d.weight"):
                v = 0.4 * torch.randn(shape, generator=g)
            elif name.endswith("mlp.gate.weight"):
                v = (3.0 / math.sqrt(hidden)) * torch.randn(shape, generator=g)
            elif name.endswith("embed_tokens.weight"):
                v = torch.randn(shape, generator=g)
            elif name == "lm_head.weight":
                v = (2.0 / math.sqrt(hidden)) * torch.randn(shape, generator=g)
            elif p.dim() >= 2:
                v = (1.0 / math.sqrt(shape[-1])) * torch.randn(shape, generator=g)
            else:
                v = 0.1 * torch.randn(shape, generator=g)
            p.copy_(v.to(p.dtype))


def round_to_storage(sd, dtype_of):
    return {k: v.to(dtype_of(k)).contiguous() for k, v in sd.items()}


@torch.no_grad()
def references(model, ids, prefill_len, prompt_len, n_new, dtype):
    model = model.to(dtype)
    x = torch.tensor([ids])
    full = torch.log_softmax(model(input_ids=x, use_cache=False).logits[0].to(dtype), dim=-1)

    out = model(input_ids=x[:, :prefill_len], use_cache=True)
    rows = [torch.log_softmax(out.logits[0].to(dtype), -1)]
    cache = out.past_key_values
    for t in range(prefill_len, len(ids)):
        out = model(input_ids=x[:, t : t + 1], past_key_values=cache, use_cache=True)
        cache = out.past_key_values
        rows.append(torch.log_softmax(out.logits[0].to(dtype), -1))
    stepwise = torch.cat(rows, 0)

    out = model(input_ids=x[:, :prompt_len], use_cache=True)
    cache = out.past_key_values
    greedy, margins = [], []
    logits = out.logits[0, -1]
    for _ in range(n_new):
        top2 = torch.topk(logits, 2)
        nxt = int(top2.indices[0])
        greedy.append(nxt)
        margins.append(float(top2.values[0] - top2.values[1]))
        out = model(input_ids=torch.tensor([[nxt]]), past_key_values=cache, use_cache=True)
        cache = out.past_key_values
        logits = out.logits[0, -1]
    return full, stepwise, greedy, margins


def write_common(d, vocab, eos_ids):
    tok = byte_tokenizer()
    tok.save(os.path.join(d, "tokenizer.json"))
    with open(os.path.join(d, "generation_config.json"), "w") as f:
        json.dump({"eos_token_id": eos_ids, "do_sample": True, "temperature": 0.7, "top_p": 0.8, "top_k": 20}, f, indent=2)


def build(out_dir, name, text_cfg, layout, seed):
    d = os.path.join(out_dir, name)
    os.makedirs(d, exist_ok=True)
    torch.manual_seed(seed)
    if layout == "official":
        vision = dict(depth=1, hidden_size=32, intermediate_size=48, num_heads=2, patch_size=4,
                      spatial_merge_size=2, temporal_patch_size=2, out_hidden_size=text_cfg["hidden_size"],
                      num_position_embeddings=16)
        cfg = Qwen3_5MoeConfig(text_config=text_cfg, vision_config=vision)
        model = Qwen3_5MoeForConditionalGeneration(cfg).float().eval()
    else:
        cfg = Qwen3_5MoeTextConfig(**text_cfg)
        model = Qwen3_5MoeForCausalLM(cfg).float().eval()
    # The reference paths: eager attention and transformers' own per-expert loop.
    model.set_attn_implementation("eager")
    model.set_experts_implementation("eager")
    hidden = text_cfg["hidden_size"]
    randomize(model, hidden)
    sd = {k: v.detach().clone() for k, v in model.state_dict().items()}

    if layout == "official":
        def dtype_of(k):
            return torch.float32 if k.endswith(("A_log", "linear_attn.norm.weight")) else torch.bfloat16
    else:
        def dtype_of(k):
            return torch.float16 if "embed_tokens" in k or k.endswith("o_proj.weight") else torch.float32
    stored = round_to_storage(sd, dtype_of)
    # The reference runs on exactly the stored values.
    model.load_state_dict({k: v.float() for k, v in stored.items()}, strict=True)

    if layout == "official":
        g = torch.Generator().manual_seed(seed + 1)
        e, i = text_cfg["num_experts"], text_cfg["moe_intermediate_size"]
        mtp = {
            "mtp.fc.weight": torch.randn(hidden, 2 * hidden, generator=g),
            "mtp.norm.weight": torch.randn(hidden, generator=g),
            "mtp.pre_fc_norm_embedding.weight": torch.randn(hidden, generator=g),
            "mtp.pre_fc_norm_hidden.weight": torch.randn(hidden, generator=g),
            "mtp.layers.0.mlp.experts.gate_up_proj": torch.randn(e, 2 * i, hidden, generator=g),
            "mtp.layers.0.mlp.experts.down_proj": torch.randn(e, hidden, i, generator=g),
        }
        files = {"model.safetensors": {**stored, **{k: v.to(torch.bfloat16) for k, v in mtp.items()}}}
        cfg.save_pretrained(d)
    else:
        split = {}
        for k, v in stored.items():
            if k.endswith("mlp.experts.gate_up_proj"):
                base = k[: -len("gate_up_proj")]
                half = v.shape[1] // 2
                for ex in range(v.shape[0]):
                    split[f"{base}{ex}.gate_proj.weight"] = v[ex, :half].clone()
                    split[f"{base}{ex}.up_proj.weight"] = v[ex, half:].clone()
            elif k.endswith("mlp.experts.down_proj"):
                base = k[: -len("down_proj")]
                for ex in range(v.shape[0]):
                    split[f"{base}{ex}.down_proj.weight"] = v[ex].clone()
            else:
                split[k] = v
        keys = sorted(split)
        first = [k for k in keys if ".layers.0." in k or ".layers.1." in k or "embed" in k]
        files = {
            "model-00001-of-00002.safetensors": {k: split[k] for k in first},
            "model-00002-of-00002.safetensors": {k: split[k] for k in keys if k not in first},
        }
        index = {"metadata": {"total_size": sum(v.numel() * v.element_size() for v in split.values())},
                 "weight_map": {k: f for f, t in files.items() for k in t}}
        with open(os.path.join(d, "model.safetensors.index.json"), "w") as f:
            json.dump(index, f, indent=2)
        cfg.save_pretrained(d)
        # The flat form as shipped by per-expert repos: drop layer_types so Lily derives it.
        with open(os.path.join(d, "config.json")) as f:
            c = json.load(f)
        c.pop("layer_types", None)
        c["full_attention_interval"] = 4
        with open(os.path.join(d, "config.json"), "w") as f:
            json.dump(c, f, indent=2)
    for fname, tensors in files.items():
        save_file({k: v.contiguous() for k, v in tensors.items()}, os.path.join(d, fname), metadata={"format": "pt"})

    vocab = text_cfg["vocab_size"]
    write_common(d, vocab, [258, 256])

    g = torch.Generator().manual_seed(seed + 2)
    T = 150
    ids = torch.randint(0, vocab, (T,), generator=g).tolist()
    prefill_len, prompt_len, n_new = 70, 40, 40
    full, stepwise, greedy, margins = references(model, ids, prefill_len, prompt_len, n_new, torch.float32)
    full64, _, greedy64, _ = references(model, ids, prefill_len, prompt_len, n_new, torch.float64)

    save_file(
        {
            "input_ids": torch.tensor(ids, dtype=torch.int32),
            "logprobs_full": full.float().contiguous(),
            "logprobs_prefill_decode": stepwise.float().contiguous(),
            "logprobs_full_fp64": full64.double().contiguous(),
            "greedy_tokens": torch.tensor(greedy, dtype=torch.int32),
            "greedy_top2_margin": torch.tensor(margins, dtype=torch.float32),
        },
        os.path.join(d, "reference.safetensors"),
    )
    with open(os.path.join(d, "tokens.json"), "w") as f:
        json.dump(ids, f)
    meta = {
        "transformers": transformers.__version__,
        "torch": torch.__version__,
        "layout": layout,
        "prefill_len": prefill_len,
        "prompt_len": prompt_len,
        "new_tokens": n_new,
        "fp32_vs_fp64_max_abs_logprob": float((full.double() - full64).abs().max()),
        "full_vs_prefill_decode_max_abs": float((full - stepwise).abs().max()),
        "greedy_fp32_equals_fp64": greedy == greedy64,
        "min_greedy_margin": min(margins),
        "nll_mean": float(-full[torch.arange(T - 1), torch.tensor(ids[1:])].mean()),
    }

    # The saved checkpoint must load back into transformers and give the same numbers.
    cls = Qwen3_5MoeForConditionalGeneration if layout == "official" else Qwen3_5MoeForCausalLM
    try:
        back = cls.from_pretrained(
            d, dtype=torch.float32, attn_implementation="eager", experts_implementation="eager"
        ).eval()
        with torch.no_grad():
            lp = torch.log_softmax(back(input_ids=torch.tensor([ids]), use_cache=False).logits[0], -1)
        meta["reload_max_abs"] = float((lp - full).abs().max())
    except Exception as exc:  # recorded, not fatal: the in-memory model is the reference
        meta["reload_error"] = repr(exc)[:500]
    with open(os.path.join(d, "meta.json"), "w") as f:
        json.dump(meta, f, indent=2)
    print(name, json.dumps(meta), flush=True)
    print(name, "tensors:", sorted(k for t in files.values() for k in t)[:12], "...", flush=True)


def main():
    out_dir = sys.argv[1]
    official = dict(
        vocab_size=331, hidden_size=88, num_hidden_layers=5,
        layer_types=["linear_attention", "full_attention", "linear_attention", "linear_attention", "full_attention"],
        num_attention_heads=4, num_key_value_heads=2, head_dim=24,
        linear_num_key_heads=2, linear_num_value_heads=6, linear_key_head_dim=20, linear_value_head_dim=12,
        linear_conv_kernel_dim=4, num_experts=12, num_experts_per_tok=3, moe_intermediate_size=20,
        shared_expert_intermediate_size=28, max_position_embeddings=512, rms_norm_eps=1e-6,
        rope_parameters={"rope_type": "default", "rope_theta": 10000000.0, "partial_rotary_factor": 0.25,
                         "mrope_section": [1, 1, 1], "mrope_interleaved": True},
        eos_token_id=256, tie_word_embeddings=False,
    )
    per_expert = dict(
        vocab_size=300, hidden_size=100, num_hidden_layers=4,
        num_attention_heads=3, num_key_value_heads=1, head_dim=16,
        linear_num_key_heads=1, linear_num_value_heads=3, linear_key_head_dim=16, linear_value_head_dim=24,
        linear_conv_kernel_dim=4, num_experts=9, num_experts_per_tok=2, moe_intermediate_size=18,
        shared_expert_intermediate_size=10, max_position_embeddings=256, rms_norm_eps=1e-6,
        rope_parameters={"rope_type": "default", "rope_theta": 10000000.0, "partial_rotary_factor": 0.25,
                         "mrope_section": [1, 1, 0], "mrope_interleaved": True},
        eos_token_id=256, tie_word_embeddings=False,
    )
    build(out_dir, "official", official, "official", 7)
    build(out_dir, "per_expert", per_expert, "per_expert", 11)


if __name__ == "__main__":
    main()
