#!/usr/bin/env python3
"""Train the learned tier of the Privacy Gate and export it for gate/src/learned.rs.

    python gate/tools/train.py --seed 7

- span tagger: averaged structured perceptron, BIO labels for PERSON/ADDRESS, Viterbi with
  hard BIO constraints; weights quantized to i16 so Rust and Python decode in exact integers.
- topic classifier: one-vs-rest logistic regression over unique hashed word/char n-grams,
  scaled by 1/sqrt(#features); weights quantized to i16.
Writes gate/models/{tagger,topics}.bin and gate/data/parity.jsonl.
"""
import argparse
import json
import math
import os
import random
import struct
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(__file__))
import features as F  # noqa: E402
import gen_data  # noqa: E402

NL = len(F.LABELS)
TOPIC_HP = dict(l2=1e-5, lr=0.1, pos_weight=5.0)
TOPIC_THRESHOLD = 0.5
TYPE_LABEL = {"PERSON": 1, "ADDRESS": 3}
# ALLOWED[prev][cur]: I-X only after B-X or I-X
ALLOWED = [[not (c in (2, 4) and p not in (c - 1, c)) for c in range(NL)] for p in range(NL)]
START_OK = [c not in (2, 4) for c in range(NL)]


def gold_labels(toks, spans):
    y = [0] * len(toks)
    for s in spans:
        first = True
        for k, t in enumerate(toks):
            if t[2] >= s["start"] and t[3] <= s["end"]:
                y[k] = TYPE_LABEL[s["type"]] + (0 if first else 1)
                first = False
    return y


def viterbi(em, trans, start):
    """em: list of per-token score lists. Ties go to the lowest label index (as in Rust)."""
    n = len(em)
    if n == 0:
        return []
    NEG = None
    score = [start[c] + em[0][c] if START_OK[c] else NEG for c in range(NL)]
    back = []
    for t in range(1, n):
        row_b = [0] * NL
        new = [NEG] * NL
        for c in range(NL):
            best, bi = NEG, 0
            for p in range(NL):
                if score[p] is None or not ALLOWED[p][c]:
                    continue
                v = score[p] + trans[p][c]
                if best is None or v > best:
                    best, bi = v, p
            new[c] = best + em[t][c]
            row_b[c] = bi
        back.append(row_b)
        score = new
    best, bc = None, 0
    for c in range(NL):
        if score[c] is not None and (best is None or score[c] > best):
            best, bc = score[c], c
    path = [bc]
    for t in range(n - 2, -1, -1):
        bc = back[t][bc]
        path.append(bc)
    return path[::-1]


def decode_spans(toks, path, em, score_k):
    """BIO path -> (type, start, end, score); score = sigmoid(score_k * mean emission margin)."""
    spans = []
    k = 0
    n = len(path)
    while k < n:
        lab = path[k]
        if lab in (1, 3):
            j = k + 1
            while j < n and path[j] == lab + 1:
                j += 1
            tot = 0
            for t in range(k, j):
                e = em[t]
                other = max(e[c] for c in range(NL) if c != path[t])
                tot += e[path[t]] - other
            m = tot / (j - k)
            spans.append(("PERSON" if lab == 1 else "ADDRESS", toks[k][2], toks[j - 1][3], 1.0 / (1.0 + math.exp(-score_k * m))))
            k = j
        else:
            k += 1
    return spans


def prep(recs):
    data = []
    for r in recs:
        toks = F.tokenize(r["text"])
        ids = F.tag_feature_ids(toks)
        flat = np.array([i for f in ids for i in f], dtype=np.int64)
        offs = np.cumsum([0] + [len(f) for f in ids[:-1]]).astype(np.int64) if ids else np.zeros(0, np.int64)
        data.append((toks, flat, offs, gold_labels(toks, r["spans"]), r))
    return data


def emissions(W, flat, offs):
    if len(offs) == 0:
        return []
    return np.add.reduceat(W[flat], offs, axis=0).tolist()


def train_tagger(data, epochs, seed):
    nb = 1 << F.TAG_BITS
    W = np.zeros((nb, NL), np.float64)
    U = np.zeros((nb, NL), np.float64)
    T = np.zeros((NL, NL))
    TU = np.zeros((NL, NL))
    S = np.zeros(NL)
    SU = np.zeros(NL)
    c = 1.0
    rng = random.Random(seed)
    order = list(range(len(data)))
    for ep in range(epochs):
        rng.shuffle(order)
        errs = 0
        for di in order:
            toks, flat, offs, y, _ = data[di]
            if not toks:
                continue
            em = emissions(W, flat, offs)
            p = viterbi(em, T.tolist(), S.tolist())
            if p != y:
                errs += 1
                bounds = list(offs) + [len(flat)]
                for t in range(len(y)):
                    if p[t] != y[t]:
                        fs = flat[bounds[t]:bounds[t + 1]]
                        np.add.at(W, (fs, y[t]), 1.0)
                        np.add.at(W, (fs, p[t]), -1.0)
                        np.add.at(U, (fs, y[t]), c)
                        np.add.at(U, (fs, p[t]), -c)
                    if t == 0:
                        if p[0] != y[0]:
                            S[y[0]] += 1; S[p[0]] -= 1; SU[y[0]] += c; SU[p[0]] -= c
                    elif (p[t - 1], p[t]) != (y[t - 1], y[t]):
                        T[y[t - 1], y[t]] += 1; T[p[t - 1], p[t]] -= 1
                        TU[y[t - 1], y[t]] += c; TU[p[t - 1], p[t]] -= c
            c += 1
        print(f"  tagger epoch {ep + 1}: {errs}/{len(data)} sentences wrong", flush=True)
    return W - U / c, T - TU / c, S - SU / c


def quantize_tagger(W, T, S):
    scale = float(np.float32(max(np.abs(W).max(), 1e-9) / 32767.0))  # f32: what Rust reads
    q = np.round(W / scale).astype(np.int16)
    return q, np.round(T / scale).astype(np.int64), np.round(S / scale).astype(np.int64), scale


def tag_text_q(text, model):
    q, Tq, Sq, scale, score_k = model
    toks = F.tokenize(text)
    if not toks:
        return toks, [], []
    ids = F.tag_feature_ids(toks)
    em = [[int(v) for v in q[f].astype(np.int64).sum(axis=0)] for f in ids]
    path = viterbi(em, Tq.tolist(), Sq.tolist())
    return toks, path, decode_spans(toks, path, em, score_k * scale)


def train_topics(recs, epochs, seed, l2=1e-6, lr=0.5, pos_weight=3.0):
    nb = 1 << F.TOPIC_BITS
    K = len(gen_data.TOPICS)
    rows = [F.topic_feature_ids(F.tokenize(r["text"])) for r in recs]
    Y = np.array([[1.0 if t in r["topics"] else 0.0 for t in gen_data.TOPICS] for r in recs])
    W = np.zeros((nb, K))
    b = np.zeros(K)
    mW = np.zeros_like(W); vW = np.zeros_like(W); mb = np.zeros(K); vb = np.zeros(K)
    rng = np.random.default_rng(seed)
    step = 0
    bs = 64
    for ep in range(epochs):
        perm = rng.permutation(len(rows))
        tot = 0.0
        for s0 in range(0, len(rows), bs):
            idx = perm[s0:s0 + bs]
            flat = np.concatenate([np.array(rows[i], np.int64) for i in idx])
            lens = np.array([len(rows[i]) for i in idx])
            rid = np.repeat(np.arange(len(idx)), lens)
            val = np.repeat(1.0 / np.sqrt(np.maximum(lens, F.MIN_NORM)), lens)
            z = np.zeros((len(idx), K))
            np.add.at(z, rid, W[flat] * val[:, None])
            z += b
            p = 1 / (1 + np.exp(-z))
            y = Y[idx]
            wgt = np.where(y > 0, pos_weight, 1.0)
            g = (p - y) * wgt / len(idx)
            tot += float(-(wgt * (y * np.log(p + 1e-9) + (1 - y) * np.log(1 - p + 1e-9))).sum())
            gW = np.zeros_like(W)
            np.add.at(gW, flat, g[rid] * val[:, None])
            gW += l2 * W
            gb = g.sum(0)
            step += 1
            # Adam
            mW = 0.9 * mW + 0.1 * gW; vW = 0.999 * vW + 0.001 * gW * gW
            mb = 0.9 * mb + 0.1 * gb; vb = 0.999 * vb + 0.001 * gb * gb
            c1 = 1 - 0.9 ** step; c2 = 1 - 0.999 ** step
            a = lr * 0.1
            W -= a * (mW / c1) / (np.sqrt(vW / c2) + 1e-8)
            b -= a * (mb / c1) / (np.sqrt(vb / c2) + 1e-8)
        print(f"  topics epoch {ep + 1}: loss {tot / len(rows):.4f}", flush=True)
    return W, b


def topic_probs_q(text, model):
    """Per topic, the max probability over segments (sigmoid(bias) when there is no word)."""
    q, b, scale = model
    best = [1.0 / (1.0 + math.exp(-float(v))) for v in b]
    for seg in F.topic_segments(F.tokenize(text)):
        ids = F.topic_feature_ids(seg)
        if not ids:
            continue
        s = q[ids].astype(np.int64).sum(axis=0)
        inv = 1.0 / math.sqrt(max(len(ids), F.MIN_NORM))
        for k in range(len(b)):
            p = 1.0 / (1.0 + math.exp(-(float(b[k]) + float(s[k]) * scale * inv)))
            best[k] = max(best[k], p)
    return best


def write_tagger(path, q, Tq, Sq, scale, score_k):
    with open(path, "wb") as f:
        f.write(b"LGT1")
        f.write(struct.pack("<IIff", F.TAG_BITS, NL, scale, score_k))
        f.write(np.asarray(Tq, "<i4").tobytes())
        f.write(np.asarray(Sq, "<i4").tobytes())
        f.write(q.astype("<i2").tobytes())


def write_topics(path, q, b, scale):
    with open(path, "wb") as f:
        f.write(b"LGC1")
        f.write(struct.pack("<IIf", F.TOPIC_BITS, len(b), scale))
        f.write(np.asarray(b, "<f4").tobytes())
        f.write(q.astype("<i2").tobytes())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--n-train", type=int, default=30000)
    ap.add_argument("--tag-epochs", type=int, default=6)
    ap.add_argument("--topic-epochs", type=int, default=4)
    ap.add_argument("--root", default=os.path.join(os.path.dirname(__file__), ".."))
    a = ap.parse_args()
    np.random.seed(a.seed)
    random.seed(a.seed)
    train_t, test_t = gen_data.split_templates(a.seed)
    train = gen_data.generate(train_t, a.n_train, a.seed)
    print(f"{len(train)} training records from {len(train_t)} templates", flush=True)

    data = prep(train)
    W, T, S = train_tagger(data, a.tag_epochs, a.seed)
    q, Tq, Sq, scale = quantize_tagger(W, T, S)
    # score_k: map the median per-token margin of predicted spans on train data to ~0.95
    margins = []
    for toks, flat, offs, y, _ in data[:2000]:
        if not toks:
            continue
        em = emissions(W, flat, offs)
        for t, lab in enumerate(y):
            if lab:
                e = em[t]
                margins.append(e[lab] - max(e[c] for c in range(NL) if c != lab))
    med = float(np.median(margins)) if margins else 1.0
    score_k = float(np.float32(3.0 / max(med, 1e-9)))

    # topic labels are per request; single-template records keep the label on its sentence
    tW, tb = train_topics(gen_data.generate(train_t, a.n_train, a.seed + 1, multi=0.0), a.topic_epochs, a.seed, **TOPIC_HP)
    tscale = float(np.float32(max(np.abs(tW).max(), 1e-9) / 32767.0))
    tq = np.round(tW / tscale).astype(np.int16)

    mdir = os.path.join(a.root, "models")
    os.makedirs(mdir, exist_ok=True)
    write_tagger(os.path.join(mdir, "tagger.bin"), q, Tq, Sq, scale, score_k)
    write_topics(os.path.join(mdir, "topics.bin"), tq, tb, tscale)

    tag_model = (q, Tq, Sq, scale, score_k)
    top_model = (tq, tb.astype(np.float32).astype(np.float64), tscale)
    # parity pairs: held-out texts plus awkward inputs
    test = [json.loads(l) for l in open(os.path.join(a.root, "data", "generated_test.jsonl"), encoding="utf-8")]
    rng = random.Random(a.seed)
    texts = [r["text"] for r in rng.sample(test, min(250, len(test)))]
    texts += ["", " ", "\n\n", "a", "김", "김민수에게", "ÀÉÎõü Ñandú", "Mr. O'Brien-Smith lives at 12 Elm St.", "ㅋㅋㅋ 김민수님이 🎉 왔어요",
              "x" * 100, "1234567890" * 5, "서울특별시 강남구 테헤란로 123", "\u3000전화\u00a0주세요\r\n", "混合 text 漢字 김철수",
              "Visit https://example.com/?q=1 now", "\t\t결제  금액: 12,000원"]
    for i in range(30):
        texts.append("".join(chr(rng.choice([rng.randint(32, 126), rng.randint(0xAC00, 0xD7A3), rng.randint(0xA0, 0x24F), rng.randint(0x2000, 0x2FFF)]))
                             for _ in range(rng.randint(1, 80))))
    with open(os.path.join(a.root, "data", "parity.jsonl"), "w", encoding="utf-8") as f:
        for t in texts:
            _, _, sp = tag_text_q(t, tag_model)
            f.write(json.dumps({"text": t, "spans": [[s[0], s[1], s[2], round(s[3], 6)] for s in sp],
                                "topics": [round(p, 6) for p in topic_probs_q(t, top_model)]}, ensure_ascii=False) + "\n")
    print("wrote models and parity.jsonl")

    # quick held-out report (the Rust test is the reference)
    evaluate(test, tag_model, top_model)


def evaluate(test, tag_model, top_model):
    for lang in ("en", "ko"):
        recs = [r for r in test if r["lang"] == lang]
        for typ in ("PERSON", "ADDRESS"):
            tp = fp = fn = 0
            for r in recs:
                _, _, sp = tag_text_q(r["text"], tag_model)
                pred = {(s[1], s[2]) for s in sp if s[0] == typ}
                gold = {(s["start"], s["end"]) for s in r["spans"] if s["type"] == typ}
                tp += len(pred & gold); fp += len(pred - gold); fn += len(gold - pred)
            print(f"{lang} {typ:8s} exact P {tp / max(tp + fp, 1):.3f} R {tp / max(tp + fn, 1):.3f}  (gold {tp + fn})")
        tp = fp = fn = 0
        for r in recs:
            pr = topic_probs_q(r["text"], top_model)
            pred = {gen_data.TOPICS[k] for k, p in enumerate(pr) if p >= TOPIC_THRESHOLD}
            gold = set(r["topics"])
            tp += len(pred & gold); fp += len(pred - gold); fn += len(gold - pred)
        print(f"{lang} topics   P {tp / max(tp + fp, 1):.3f} R {tp / max(tp + fn, 1):.3f}")


if __name__ == "__main__":
    main()
