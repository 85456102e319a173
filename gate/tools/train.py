#!/usr/bin/env python3
"""Train the learned tier of the Privacy Gate and export it for gate/src/learned.rs.

    python gate/tools/train.py --seed 7

- span tagger: averaged structured perceptron, BIO labels for PERSON/ADDRESS, Viterbi with
  hard BIO constraints; weights quantized to i16 so Rust and Python decode in exact integers.
- topic classifier: one-vs-rest logistic regression over unique hashed word/char n-grams
  and topic-vocabulary features (gate/tools/topic_vocab.py), scaled by 1/sqrt(#features);
  weights quantized to i16.
Writes gate/models/{tagger,topics}.bin and gate/data/parity.jsonl; with --topics-only, the
topic model alone (topics.bin and the topic probabilities of both parity files); with
--korean, the Korean
tagger (gate/models/tagger_ko.bin, gate/data/parity_ko.jsonl): the same training with the
seventh generator batch of names added. `--hand FILE` (one flag per hand set) adds hand-written
labelled requests to the final models' training data (`--hand-tagger-repeat`,
`--hand-topic-repeat` times each); `--tagger-hand FILE` adds one to the taggers' data only
(the hand-written training sets, thirty-eighth round); gate/MODEL.md has the committed
models' command.
"""
import argparse
import concurrent.futures
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
import topic_vocab  # noqa: E402

NL = len(F.LABELS)
TOPIC_HP = dict(l2=1e-6, lr=0.2, pos_weight=5.0)
TOPIC_THRESHOLD = 0.5
TOPIC_LX_DROP = 0.5  # share of training records without the vocabulary features
SPAN_FLOOR = 0.5  # the policy's learned_min_score
TAG_SEEDS = 3
TYPE_LABEL = {"PERSON": 1, "ADDRESS": 3}
# ALLOWED[prev][cur]: I-X only after B-X or I-X
ALLOWED = [[not (c in (2, 4) and p not in (c - 1, c)) for c in range(NL)] for p in range(NL)]
START_OK = [c not in (2, 4) for c in range(NL)]


IGNORED = -1  # a token outside the loss: the perceptron's gold path takes any label there


def gold_labels(toks, spans):
    """BIO labels per token; the tokens a span of type IGNORE touches are IGNORED."""
    y = [0] * len(toks)
    for s in spans:
        if s["type"] == "IGNORE":
            continue
        first = True
        for k, t in enumerate(toks):
            if t[2] >= s["start"] and t[3] <= s["end"]:
                y[k] = TYPE_LABEL[s["type"]] + (0 if first else 1)
                first = False
    for s in spans:
        if s["type"] == "IGNORE":
            for k, t in enumerate(toks):
                if t[2] < s["end"] and s["start"] < t[3]:
                    y[k] = IGNORED
    return y


def constrained_gold(em, trans, start, y):
    """The gold path of a record with IGNORED tokens: the model's best path through them,
    with every other token held to its label (a latent-label perceptron's target)."""
    low = -1e18
    em = [row if y[t] == IGNORED else [v if c == y[t] else low for c, v in enumerate(row)] for t, row in enumerate(em)]
    return viterbi(em, trans, start)


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


def decode_spans(toks, path, em, platt):
    """BIO path -> (type, start, end, score); score = sigmoid(a * mean emission margin + b)
    with (a, b) per type (platt = {"PERSON": (a, b), "ADDRESS": (a, b)}; margins in the
    units of `em`). Called with platt=None it returns the raw mean margin instead."""
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
            typ = "PERSON" if lab == 1 else "ADDRESS"
            if platt is None:
                sc = m
            else:
                a, b = platt[typ]
                sc = 1.0 / (1.0 + math.exp(-(a * m + b)))
            spans.append((typ, toks[k][2], toks[j - 1][3], sc))
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
            if IGNORED in y:
                y = constrained_gold(em, T.tolist(), S.tolist(), y)
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
    """Quantized decoding as Rust does it. model = (q, Tq, Sq, scale, platt) with platt in
    float-margin units (per integer unit: a * scale), or platt=None for raw float margins."""
    q, Tq, Sq, scale, platt = model
    toks = F.tokenize(text)
    if not toks:
        return toks, [], []
    ids = F.tag_feature_ids(toks)
    em = [[int(v) for v in q[f].astype(np.int64).sum(axis=0)] for f in ids]
    path = viterbi(em, Tq.tolist(), Sq.tolist())
    if platt is None:
        sp = decode_spans(toks, path, em, None)
        return toks, path, [(t, s0, e0, m * scale) for t, s0, e0, m in sp]
    return toks, path, decode_spans(toks, path, em, {t: (a * scale, b) for t, (a, b) in platt.items()})


def fit_platt(x, y, iters=100):
    """1-D logistic regression p = sigmoid(a x + b) by Newton's method, with Platt's
    smoothed targets ((N+ + 1) / (N+ + 2) and 1 / (N- + 2)) so a fold where every
    prediction was right still gives finite, slightly humble scores."""
    x = np.asarray(x, np.float64)
    y = np.asarray(y, np.float64)
    npos, nneg = float(y.sum()), float(len(y) - y.sum())
    y = np.where(y > 0, (npos + 1) / (npos + 2), 1 / (nneg + 2))
    a, b = 1.0, 0.0
    for _ in range(iters):
        p = 1 / (1 + np.exp(-(a * x + b)))
        w = p * (1 - p) + 1e-9
        g = np.array([((p - y) * x).sum() + 1e-3 * a, (p - y).sum()])
        H = np.array([[(w * x * x).sum() + 1e-3, (w * x).sum()], [(w * x).sum(), w.sum()]])
        step = np.linalg.solve(H, g)
        a, b = a - step[0], b - step[1]
        if np.abs(step).max() < 1e-9:
            break
    return float(a), float(b)


def span_labels(recs, model):
    """(type, normalised margin, overlaps a gold span of that type) for every predicted span."""
    out = []
    for r in recs:
        _, _, sp = tag_text_q(r["text"], model)
        for typ, s0, e0, m in sp:
            hit = any(g["type"] == typ and g["start"] < e0 and s0 < g["end"] for g in r["spans"])
            out.append((typ, m, 1.0 if hit else 0.0))
    return out


def median_margin(W, data):
    """Median per-token margin of gold span tokens on (a sample of) the training data: the
    unit in which span margins are compared across models."""
    margins = []
    for toks, flat, offs, y, _ in data[:2000]:
        if not toks:
            continue
        em = emissions(W, flat, offs)
        for t, lab in enumerate(y):
            if lab > 0:
                e = em[t]
                margins.append(e[lab] - max(e[c] for c in range(NL) if c != lab))
    return float(np.median(margins)) if margins else 1.0


def split_calibration(templates, seed, frac=0.2):
    """Template-disjoint calibration fold taken out of the training templates, per family."""
    fams = {}
    for t in templates:
        fams.setdefault(t[0].rstrip("0123456789_"), []).append(t)
    fit, cal = [], []
    for k in sorted(fams):
        lst = fams[k][:]
        random.Random(f"cal/{seed}/{k}").shuffle(lst)
        n = round(len(lst) * frac) if len(lst) >= 4 else 0
        cal += lst[:n]
        fit += lst[n:]
    return fit, cal


def train_topics(recs, epochs, seed, l2=1e-6, lr=0.5, pos_weight=3.0):
    assert F.TOPIC_NAMES == gen_data.TOPICS
    # the vocabulary features' rows follow the hashed ones (not with --no-topic-vocab)
    nb = F.TOPIC_ROWS if F.TOPIC_VOCAB_EXACT or F.TOPIC_VOCAB_STEM else 1 << F.TOPIC_BITS
    K = len(gen_data.TOPICS)
    rows = [F.topic_feature_ids(F.tokenize(r["text"])) for r in recs]
    # The vocabulary features are left out of a share of the records, so the word features
    # still learn each topic's words and a topic word the list lacks is not left to them alone.
    drop = random.Random(f"lxdrop/{seed}")
    rows = [[i for i in ids if i < (1 << F.TOPIC_BITS)] if drop.random() < TOPIC_LX_DROP else ids for ids in rows]
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


def topic_logits_q(text, model):
    """Per topic, the max logit over segments (the bias when there is no word)."""
    q, b, scale = model[:3]
    best = [float(v) for v in b]
    for seg in F.topic_segments(F.tokenize(text)):
        ids = F.topic_feature_ids(seg)
        if not ids:
            continue
        s = q[ids].astype(np.int64).sum(axis=0)
        inv = 1.0 / math.sqrt(max(len(ids), F.MIN_NORM))
        for k in range(len(b)):
            best[k] = max(best[k], float(b[k]) + float(s[k]) * scale * inv)
    return best


def topic_probs_q(text, model):
    """Per topic, sigmoid(a * max logit + c) with the topic's Platt (a, c)."""
    platt = model[3]
    return [1.0 / (1.0 + math.exp(-(platt[k][0] * z + platt[k][1]))) for k, z in enumerate(topic_logits_q(text, model))]


def gazetteer_bytes():
    """The EN name lists, one `word<TAB>f|l|fl` per line, sorted: stored in the model file."""
    words = sorted(F.EN_FIRST | F.EN_LAST | F.EN_VERBS | F.EN_COMMON)
    return "\n".join(w + "\t" + F.gazetteer(w) for w in words).encode()


def write_tagger(path, q, Tq, Sq, scale, platt):
    gz = gazetteer_bytes()
    with open(path, "wb") as f:
        f.write(b"LGT2")
        f.write(struct.pack("<IIf", F.TAG_BITS, NL, scale))
        f.write(struct.pack("<ffff", *platt["PERSON"], *platt["ADDRESS"]))
        f.write(np.asarray(Tq, "<i4").tobytes())
        f.write(np.asarray(Sq, "<i4").tobytes())
        f.write(q.astype("<i2").tobytes())
        f.write(struct.pack("<I", len(gz)))
        f.write(gz)


def topic_vocab_pairs():
    """(topic, entry) of the topic vocabulary, sorted; an entry names one topic only."""
    seen = {}
    for _, tp, e in topic_vocab.entries():
        if seen.setdefault(e, tp) != tp:
            raise ValueError(f"topic vocabulary entry {e!r} names both {seen[e]} and {tp}")
    return sorted((tp, e) for e, tp in seen.items())


# The topic vocabulary features (thirteenth round, adopted): on unless --no-topic-vocab,
# which trains the eighth round's topic model.
USE_TOPIC_VOCAB = True


def load_topic_vocab():
    F.set_topic_vocab(topic_vocab_pairs() if USE_TOPIC_VOCAB else [])


def quantize_topics(tW):
    """The topic weights as i16 with one scale (largest magnitude to 32767): (q, scale)."""
    scale = f32(max(np.abs(tW).max(), 1e-9) / 32767.0)
    return np.round(tW / scale).astype(np.int16), scale


def final_span_platt(platt_unit, med):
    """The calibration fold's span maps (margins in units of the median margin) for a final
    tagger whose median training margin is `med`."""
    return {t: (f32(pa / med), f32(pb)) for t, (pa, pb) in platt_unit.items()}


def write_topics(path, q, b, scale, platt):
    """LGC2: header, biases, Platt maps, weights. With the topic vocabulary, LGC3: the same
    with the vocabulary rows after the hashed ones, then the vocabulary as `topic<TAB>entry`
    lines (length-prefixed), which the vocabulary features read."""
    with open(path, "wb") as f:
        f.write(b"LGC3" if USE_TOPIC_VOCAB else b"LGC2")
        f.write(struct.pack("<IIf", F.TOPIC_BITS, len(b), scale))
        f.write(np.asarray(b, "<f4").tobytes())
        f.write(np.asarray([v for ab in platt for v in ab], "<f4").tobytes())
        f.write(q.astype("<i2").tobytes())
        if USE_TOPIC_VOCAB:
            vocab = "\n".join(f"{tp}\t{e}" for tp, e in topic_vocab_pairs()).encode()
            f.write(struct.pack("<I", len(vocab)))
            f.write(vocab)


def f32(x):
    return float(np.float32(x))


def load_gazetteer():
    """Our own common-name lists plus Faker's en_US first and last names (ASCII only)."""
    from faker.providers.person.en_US import Provider as P
    first = set(F.EN_FIRST) | {F.lower(n) for n in P.first_names if n.isascii()}
    last = set(F.EN_LAST) | {F.lower(n) for n in P.last_names if n.isascii()}
    F.set_gazetteer(first, last, set(F.EN_VERBS), set(F.EN_COMMON))


def fit_tagger(recs, epochs, seed, n_seeds=TAG_SEEDS):
    """Averages the weights of taggers trained on different shuffles of the same data: one
    perceptron's results move by a few points with the sample order, the average less."""
    data = prep(recs)
    runs = [train_tagger(data, epochs, seed + 1000 * k) for k in range(n_seeds)]
    W, T, S = (sum(r[i] for r in runs) / n_seeds for i in range(3))
    q, Tq, Sq, scale = quantize_tagger(W, T, S)
    return (q, Tq, Sq, scale), median_margin(W, data)


def load_hand(paths, repeat, ignore_addresses=False):
    """Hand-written labelled requests (the hand sets' JSON lines) as training records, each
    `repeat` times: names and addresses for the taggers (other identifiers are the rules'
    and stay outside), the request's topic for the topic model. With `ignore_addresses`
    an address's tokens are left out of the tagger's loss (neither address nor outside):
    the hands' addresses of many countries' formats do not move the tagger's address
    boundaries, and the rules read them. Files are named one by one, never globbed, so
    sets kept back for testing cannot slip in."""
    recs = []
    for path in paths:
        for line in open(path, encoding="utf-8"):
            if not line.strip():
                continue
            r = json.loads(line)
            spans = [{"start": s["start"], "end": s["end"],
                      "type": "IGNORE" if ignore_addresses and s["type"].upper() == "ADDRESS" else s["type"].upper()}
                     for s in r["spans"] if s["type"].upper() in TYPE_LABEL]
            recs.append({"text": r["text"], "lang": r["lang"], "spans": spans, "topics": [r["topic"]] if r.get("topic") else []})
    return recs * repeat


def train_final_tagger(train_t, n_train, tag_epochs, seed, hand=()):
    """The final tagger on all training templates, with the hand records after the generated
    ones (the median margin is read on the first generated records, as without them)."""
    load_gazetteer()
    train = gen_data.generate(gen_data.tagger_templates(train_t), n_train, seed) + list(hand)
    print(f"{len(train)} training records ({len(hand)} hand-written)", flush=True)
    return fit_tagger(train, tag_epochs, seed)


def train_final(train_t, n_train, n_topic, tag_epochs, topic_epochs, seed, topic_hp, hand_tagger=(), hand_topics=()):
    """The final models on all training templates; runs in a worker process while the
    calibration fold is scored, so it sets up the word lists itself."""
    tagger, med = train_final_tagger(train_t, n_train, tag_epochs, seed, hand_tagger)
    tW, tb = train_final_topics(train_t, n_topic, topic_epochs, seed, topic_hp, hand_topics)
    return tagger, med, tW, tb


def main():
    global TOPIC_LX_DROP, USE_TOPIC_VOCAB
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--n-train", type=int, default=80000)
    # the topic lexicon is large: the topic model sees more records than the tagger needs
    ap.add_argument("--n-topic", type=int, default=90000)
    ap.add_argument("--n-cal", type=int, default=6000)
    ap.add_argument("--tag-epochs", type=int, default=6)
    ap.add_argument("--topic-epochs", type=int, default=8)
    ap.add_argument("--topic-lr", type=float, default=TOPIC_HP["lr"])
    ap.add_argument("--topic-l2", type=float, default=TOPIC_HP["l2"])
    ap.add_argument("--root", default=os.path.join(os.path.dirname(__file__), ".."))
    ap.add_argument("--korean", action="store_true",
                    help="the Korean tagger: train with the seventh generator batch and write tagger_ko.bin and parity_ko.jsonl (topics.bin, trained without the batch, is not rewritten)")
    ap.add_argument("--cal-errors", help="write the fold model's span errors on the calibration fold here")
    ap.add_argument("--no-topic-vocab", action="store_true",
                    help="the eighth round's topic model: no topic vocabulary features (gate/tools/topic_vocab.py), topics.bin as LGC2")
    ap.add_argument("--topic-lx-drop", type=float, default=TOPIC_LX_DROP, help="share of topic records trained without the vocabulary features")
    ap.add_argument("--topics-only", action="store_true",
                    help="retrain the topic model alone: write topics.bin and refresh the topic probabilities in parity.jsonl and parity_ko.jsonl (the taggers and their spans are left as they are)")
    # the held-out split (generated_test.jsonl) was drawn with seed 7: comparing training
    # seeds with --split-seed 7 keeps every run's training templates off that split
    ap.add_argument("--split-seed", type=int, help="seed of the template split (default: --seed)")
    # hand-written sets as training data (thirty-sixth round): the final models only; the
    # calibration fold models stay on generated records, so the Platt maps do not move
    ap.add_argument("--hand", action="append", default=[], metavar="FILE",
                    help="a hand set (JSON lines) whose names, addresses and topics join the final models' training data; repeat the flag per file")
    ap.add_argument("--tagger-hand", action="append", default=[], metavar="FILE",
                    help="a hand set that joins the taggers' data only (after the --hand sets, --hand-tagger-repeat times), not the topic model's; repeat the flag per file")
    ap.add_argument("--hand-tagger-repeat", type=int, default=1, help="times each hand record joins the tagger's data (0: not at all)")
    ap.add_argument("--hand-topic-repeat", type=int, default=1, help="times each hand record joins the topic model's data (0: not at all)")
    ap.add_argument("--hand-addresses", choices=("label", "ignore"), default="label",
                    help="the hands' address spans in the tagger's data: labelled as addresses (the thirty-sixth round), or their tokens left out of the loss")
    a = ap.parse_args()
    TOPIC_HP.update(lr=a.topic_lr, l2=a.topic_l2)
    TOPIC_LX_DROP = a.topic_lx_drop
    USE_TOPIC_VOCAB = not a.no_topic_vocab
    np.random.seed(a.seed)
    random.seed(a.seed)
    load_gazetteer()
    load_topic_vocab()
    train_t, test_t = gen_data.split_templates(a.seed if a.split_seed is None else a.split_seed, seventh=a.korean)
    hand_topics = load_hand(a.hand, a.hand_topic_repeat)
    if a.topics_only:
        return topics_only(a, train_t, hand_topics)
    # the tagger leaves out the sixth batch (topic cores only), so its data is the seventh round's
    fit_t, cal_t = split_calibration(gen_data.tagger_templates(train_t), a.seed)
    print(f"{len(train_t)} training templates ({len(cal_t)} of them for the calibration fold), {len(test_t)} held out", flush=True)

    # 1. Calibration by cross-fitting: models trained without the calibration templates
    # score the calibration fold; Platt scaling maps their scores to the observed rate of
    # correct predictions on templates they have not seen. The final models (step 2) are
    # trained on all training templates and reuse the fitted maps (span margins measured in
    # units of each model's median training margin).
    final = concurrent.futures.ProcessPoolExecutor(1).submit(train_final, train_t, a.n_train, a.n_topic, a.tag_epochs, a.topic_epochs, a.seed, TOPIC_HP,
                                                             load_hand(a.hand + a.tagger_hand, a.hand_tagger_repeat, a.hand_addresses == "ignore"), hand_topics)
    platt_unit = fit_span_calibration(fit_t, cal_t, len(gen_data.tagger_templates(train_t)), a)
    # The topic model's calibration fold is split from the topic templates alone, as its
    # training set is (the fifth batch holds no topic words). split_calibration groups the
    # batches of a family together (en_neg, en_neg2_, … en_neg5_ are one family), so
    # splitting all templates and then dropping the fifth batch would move earlier
    # templates between fold and fit; this way the topic fold and the fold model's data
    # are the fourth round's exactly.
    tplatt = fit_topic_calibration(gen_data.topic_templates(train_t), a, a.cal_errors)

    # 2. Final models on all training templates (trained alongside step 1).
    (q, Tq, Sq, scale), med, tW, tb = final.result()
    platt = final_span_platt(platt_unit, med)
    tq, tscale = quantize_topics(tW)

    mdir = os.path.join(a.root, "models")
    os.makedirs(mdir, exist_ok=True)
    write_tagger(os.path.join(mdir, "tagger_ko.bin" if a.korean else "tagger.bin"), q, Tq, Sq, scale, platt)
    if not a.korean:
        write_topics(os.path.join(mdir, "topics.bin"), tq, tb, tscale, tplatt)

    tag_model = (q, Tq, Sq, scale, platt)
    top_model = (tq, tb.astype(np.float32).astype(np.float64), tscale, tplatt)
    # parity pairs: held-out texts plus awkward inputs
    test = [json.loads(l) for l in open(os.path.join(a.root, "data", "generated_test.jsonl"), encoding="utf-8")]
    rng = random.Random(a.seed)
    texts = [r["text"] for r in rng.sample(test, min(250, len(test)))]
    texts += ["", " ", "\n\n", "a", "김", "김민수에게", "ÀÉÎõü Ñandú", "Mr. O'Brien-Smith lives at 12 Elm St.", "ㅋㅋㅋ 김민수님이 🎉 왔어요",
              "x" * 100, "1234567890" * 5, "서울특별시 강남구 테헤란로 123", "\u3000전화\u00a0주세요\r\n", "混合 text 漢字 김철수",
              "Visit https://example.com/?q=1 now", "\t\t결제  금액: 12,000원", "Call Jin at 5. --\nPriya Raman", '{"name": "Ann Lee"}']
    for i in range(30):
        texts.append("".join(chr(rng.choice([rng.randint(32, 126), rng.randint(0xAC00, 0xD7A3), rng.randint(0xA0, 0x24F), rng.randint(0x2000, 0x2FFF)]))
                             for _ in range(rng.randint(1, 80))))
    with open(os.path.join(a.root, "data", "parity_ko.jsonl" if a.korean else "parity.jsonl"), "w", encoding="utf-8") as f:
        for t in texts:
            _, _, sp = tag_text_q(t, tag_model)
            f.write(json.dumps({"text": t, "spans": [[s[0], s[1], s[2], round(s[3], 6)] for s in sp],
                                "topics": [round(p, 6) for p in topic_probs_q(t, top_model)]}, ensure_ascii=False) + "\n")
    print("wrote models and parity.jsonl")

    # quick held-out report (the Rust test is the reference)
    evaluate(test, tag_model, top_model)


def fit_span_calibration(fit_t, cal_t, n_all, a):
    """Step 1 for the tagger: a fold model trained on the fit templates (generated records
    only) scores the calibration fold, and a Platt map per span type is fitted to its span
    margins in units of its median training margin."""
    cal_recs = gen_data.generate(cal_t, a.n_cal, a.seed + 2)
    n_fit = a.n_train * len(fit_t) // max(n_all, 1)
    fold, med_fold = fit_tagger(gen_data.generate(fit_t, n_fit, a.seed), a.tag_epochs, a.seed)
    lab = span_labels(cal_recs, fold + (None,))
    if a.cal_errors:
        # Error analysis happens on the calibration fold (unseen by the fold model), never
        # on the held-out split.
        with open(a.cal_errors, "w", encoding="utf-8") as f:
            for r in cal_recs:
                _, _, sp = tag_text_q(r["text"], fold + (None,))
                tb = r["text"].encode()
                pred = {(t, s0, e0) for t, s0, e0, _ in sp}
                gold = {(g["type"], g["start"], g["end"]) for g in r["spans"]}
                for t, s0, e0 in sorted(pred ^ gold, key=lambda x: x[1]):
                    kind = "FP" if (t, s0, e0) in pred else "FN"
                    f.write(f"{kind} {t} {tb[s0:e0].decode()!r} | {r['text'][:140]!r}\n")
    platt_unit = {}
    for typ in ("PERSON", "ADDRESS"):
        xs = [m / med_fold for t, m, y in lab if t == typ]
        ys = [y for t, m, y in lab if t == typ]
        platt_unit[typ] = fit_platt(xs, ys) if xs else (3.0, 0.0)
        print(f"  span calibration {typ}: {len(xs)} spans, {sum(ys):.0f} correct, sigmoid({platt_unit[typ][0]:.3f} * m/median + {platt_unit[typ][1]:.3f})", flush=True)
    # Validation numbers for choosing settings: the fold model on the calibration fold.
    fold_platt = {t: (pa / med_fold, pb) for t, (pa, pb) in platt_unit.items()}
    for lang in ("en", "ko"):
        for typ in ("PERSON", "ADDRESS"):
            tp = fp = fn = 0
            for r in cal_recs:
                if r["lang"] != lang:
                    continue
                _, _, sp = tag_text_q(r["text"], fold + (fold_platt,))
                pred = {(s[1], s[2]) for s in sp if s[0] == typ and s[3] >= SPAN_FLOOR}
                gold = {(g["start"], g["end"]) for g in r["spans"] if g["type"] == typ}
                tp += len(pred & gold); fp += len(pred - gold); fn += len(gold - pred)
            print(f"  calibration fold {lang} {typ}: exact P {tp / max(tp + fp, 1):.3f} R {tp / max(tp + fn, 1):.3f} (gold {tp + fn})", flush=True)
    return platt_unit


def fit_topic_calibration(topic_t, a, cal_errors=None):
    """The topic model's calibration fold (split from the topic templates alone), the fold
    model trained without it, and the Platt map per topic fitted on the fold's logits."""
    tfit_t, tcal_t = split_calibration(topic_t, a.seed)
    topic_cal_recs = gen_data.generate(tcal_t, a.n_cal, a.seed + 2)
    n_fit_topic = a.n_topic * len(tfit_t) // max(len(topic_t), 1)
    tW, tb = train_topics(gen_data.generate(tfit_t, n_fit_topic, a.seed + 1, multi=0.0), a.topic_epochs, a.seed, **TOPIC_HP)
    tq, tscale = quantize_topics(tW)
    fold_top = (tq, tb.astype(np.float32).astype(np.float64), tscale)
    zs = [topic_logits_q(r["text"], fold_top) for r in topic_cal_recs]
    if cal_errors:
        with open(cal_errors, "a", encoding="utf-8") as f:
            for r, z in zip(topic_cal_recs, zs):
                pred = {tp for k, tp in enumerate(gen_data.TOPICS) if z[k] >= 0}
                for tp in sorted(pred ^ set(r["topics"])):
                    f.write(f"{'FP' if tp in pred else 'FN'} topic {tp} | {r['text'][:140]!r}\n")
    tplatt = []
    for k, tp in enumerate(gen_data.TOPICS):
        ys = [1.0 if tp in r["topics"] else 0.0 for r in topic_cal_recs]
        ab = fit_platt([z[k] for z in zs], ys)
        tplatt.append((f32(ab[0]), f32(ab[1])))
        print(f"  topic calibration {tp}: {sum(ys):.0f} positives, sigmoid({ab[0]:.3f} * z + {ab[1]:.3f})", flush=True)
    # Validation numbers for the topic settings: the request-level flag of the fold model on
    # the calibration fold (its Platt maps are fitted on the same records, so slightly kind).
    for lang in ("en", "ko"):
        tp = fp = fn = 0
        for r, z in zip(topic_cal_recs, zs):
            if r["lang"] != lang:
                continue
            pred = any(pa * z[k] + pc >= 0 for k, (pa, pc) in enumerate(tplatt))
            tp += pred and bool(r["topics"]); fp += pred and not r["topics"]; fn += bool(r["topics"]) and not pred
        print(f"  calibration fold {lang} topic flag at 0.5: P {tp / max(tp + fp, 1):.3f} R {tp / max(tp + fn, 1):.3f}", flush=True)
    return tplatt


def train_final_topics(train_t, n_topic, topic_epochs, seed, topic_hp, hand=()):
    """The final topic model; hand records follow the generated ones, so the generated
    records keep their vocabulary-dropout draws."""
    load_topic_vocab()
    # topic labels are per request; single-template records keep the label on its sentence
    recs = gen_data.generate(gen_data.topic_templates(train_t), n_topic, seed + 1, multi=0.0) + list(hand)
    return train_topics(recs, topic_epochs, seed, **topic_hp)


def topics_only(a, train_t, hand):
    """The topic model alone, as the full run trains it; the parity files keep their texts
    and tagger spans and get the new model's topic probabilities."""
    final = concurrent.futures.ProcessPoolExecutor(1).submit(train_final_topics, train_t, a.n_topic, a.topic_epochs, a.seed, TOPIC_HP, hand)
    tplatt = fit_topic_calibration(gen_data.topic_templates(train_t), a, a.cal_errors)
    tW, tb = final.result()
    tq, tscale = quantize_topics(tW)
    write_topics(os.path.join(a.root, "models", "topics.bin"), tq, tb, tscale, tplatt)
    top_model = (tq, tb.astype(np.float32).astype(np.float64), tscale, tplatt)
    for name in ("parity.jsonl", "parity_ko.jsonl"):
        path = os.path.join(a.root, "data", name)
        rows = [json.loads(l) for l in open(path, encoding="utf-8") if l.strip()]
        with open(path, "w", encoding="utf-8") as f:
            for r in rows:
                r["topics"] = [round(p, 6) for p in topic_probs_q(r["text"], top_model)]
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote topics.bin and the topic probabilities of parity.jsonl, parity_ko.jsonl")
    test = [json.loads(l) for l in open(os.path.join(a.root, "data", "generated_test.jsonl"), encoding="utf-8")]
    for lang in ("en", "ko"):
        tp = fp = fn = 0
        for r in test:
            if r["lang"] != lang:
                continue
            pr = topic_probs_q(r["text"], top_model)
            pred = {gen_data.TOPICS[k] for k, p in enumerate(pr) if p >= TOPIC_THRESHOLD}
            gold = set(r["topics"])
            tp += len(pred & gold); fp += len(pred - gold); fn += len(gold - pred)
        print(f"{lang} topics   P {tp / max(tp + fp, 1):.3f} R {tp / max(tp + fn, 1):.3f}")


def evaluate(test, tag_model, top_model):
    for lang in ("en", "ko"):
        recs = [r for r in test if r["lang"] == lang]
        for typ in ("PERSON", "ADDRESS"):
            tp = fp = fn = 0
            for r in recs:
                _, _, sp = tag_text_q(r["text"], tag_model)
                pred = {(s[1], s[2]) for s in sp if s[0] == typ and s[3] >= SPAN_FLOOR}
                gold = {(s["start"], s["end"]) for s in r["spans"] if s["type"] == typ}
                tp += len(pred & gold); fp += len(pred - gold); fn += len(gold - pred)
            print(f"{lang} {typ:8s} exact P {tp / max(tp + fp, 1):.3f} R {tp / max(tp + fn, 1):.3f}  (gold {tp + fn}; spans >= {SPAN_FLOOR})")
        tp = fp = fn = 0
        for r in recs:
            pr = topic_probs_q(r["text"], top_model)
            pred = {gen_data.TOPICS[k] for k, p in enumerate(pr) if p >= TOPIC_THRESHOLD}
            gold = set(r["topics"])
            tp += len(pred & gold); fp += len(pred - gold); fn += len(gold - pred)
        print(f"{lang} topics   P {tp / max(tp + fp, 1):.3f} R {tp / max(tp + fn, 1):.3f}")


if __name__ == "__main__":
    main()
