#!/usr/bin/env python3
"""Cross-validation of hand-written sets as training data (thirty-sixth round).

Hands 16-31 are cut into four folds of four consecutive sets. For each fold the final
models are trained as `train.py --seed 7 [--korean] --hand ...` trains them, on generated
data plus hands 1-15 and the other twelve sets of 16-31, and the whole gate
(`gate_eval`, release) is measured on the fold's four sets, pooled, against the committed
models on the same sets.

    python gate/tools/hand_cv.py calibrate --out /tmp/cv/cal.json
    python gate/tools/hand_cv.py train --cal /tmp/cv/cal.json --tagger-repeat 3 --topic-repeat 3 --out /tmp/cv/r3
    python gate/tools/hand_cv.py eval --tree /tmp/cv/tree --tagger /tmp/cv/r3 --tagger-ko /tmp/cv/r3 --topics /tmp/cv/r3

The Platt maps come from the calibration fold models, which train on generated records
only (as in train.py), so `calibrate` runs once and every fold reuses its maps. `eval`
copies the candidate model files into a copy of the repository (`--tree`), so the crate,
which compiles its models in, is rebuilt per fold there and the working tree keeps the
committed files.

Every hand file is named below: no pattern is globbed, so the sets kept back for testing
(hand 32 and later) are never read. The hand-written training sets (`TRAIN_SETS`, thirty-
eighth round) are never measured and join every fold's training data
(`train --no-train-sets` leaves them out, as the earlier rounds' folds did).
"""
import argparse
import concurrent.futures
import json
import os
import shutil
import struct
import subprocess
import sys
from types import SimpleNamespace

sys.path.insert(0, os.path.dirname(__file__))
import gen_data  # noqa: E402
import train  # noqa: E402

GATE = os.path.normpath(os.path.join(os.path.dirname(__file__), ".."))
DATA = os.path.join(GATE, "data")
HANDS_1_15 = ["handwritten.jsonl", "handwritten_heldout.jsonl"] + [f"handwritten_heldout{i}.jsonl" for i in range(2, 16)]
HANDS_16_31 = [f"handwritten_heldout{i}.jsonl" for i in range(16, 32)]
FOLDS = [HANDS_16_31[k:k + 4] for k in range(0, 16, 4)]
# hand-written training sets (thirty-eighth round): written for training, never measured,
# so every fold trains on them (unless `train --no-train-sets`, the earlier rounds' folds)
TRAIN_SETS = [f"handwritten_train{i}.jsonl" for i in range(1, 5)]
SEED = 7
# train.py's defaults
OPTS = SimpleNamespace(seed=SEED, n_train=80000, n_topic=90000, n_cal=6000, tag_epochs=6, topic_epochs=8, cal_errors=None)


def path(name):
    return os.path.join(DATA, name)


def train_hands(fold, train_sets=True):
    """The hand files a fold's models train on, in a fixed order: hands 1-15, the other
    twelve of 16-31, then the training sets."""
    return [path(n) for n in HANDS_1_15 + [n for n in HANDS_16_31 if n not in FOLDS[fold]] + TRAIN_SETS * train_sets]


def span_calibration(korean):
    train.load_gazetteer()
    train_t, _ = gen_data.split_templates(SEED, seventh=korean)
    tag_t = gen_data.tagger_templates(train_t)
    fit_t, cal_t = train.split_calibration(tag_t, SEED)
    return train.fit_span_calibration(fit_t, cal_t, len(tag_t), OPTS)


def committed_topic_platt():
    """The committed topics.bin's Platt maps: they come from the calibration fold model,
    which trains on generated records only, with or without --hand (checked to the bit in
    the thirty-sixth round), so a fold's topic model takes them as train.py would."""
    with open(os.path.join(GATE, "models", "topics.bin"), "rb") as f:
        b = f.read()
    _, k = struct.unpack_from("<II", b, 4)
    ab = struct.unpack_from(f"<{2 * k}f", b, 16 + 4 * k)
    return [(ab[2 * i], ab[2 * i + 1]) for i in range(k)]


def calibrate(a):
    with concurrent.futures.ProcessPoolExecutor(2) as ex:
        general, korean = ex.submit(span_calibration, False), ex.submit(span_calibration, True)
        out = {"tagger": general.result(), "tagger_ko": korean.result(), "topics": committed_topic_platt()}
    os.makedirs(os.path.dirname(os.path.abspath(a.out)), exist_ok=True)
    with open(a.out, "w") as f:
        json.dump(out, f)


def fit_tagger_job(fold, korean, repeat, platt_unit, out, ignore_addresses=False, train_sets=True):
    train_t, _ = gen_data.split_templates(SEED, seventh=korean)
    hand = train.load_hand(train_hands(fold, train_sets), repeat, ignore_addresses)
    (q, Tq, Sq, scale), med = train.train_final_tagger(train_t, OPTS.n_train, OPTS.tag_epochs, SEED, hand)
    train.write_tagger(out, q, Tq, Sq, scale, train.final_span_platt(platt_unit, med))
    return out


def fit_topics_job(fold, repeat, tplatt, out, train_sets=True):
    train_t, _ = gen_data.split_templates(SEED)
    hand = train.load_hand(train_hands(fold, train_sets), repeat)
    tW, tb = train.train_final_topics(train_t, OPTS.n_topic, OPTS.topic_epochs, SEED, train.TOPIC_HP, hand)
    tq, tscale = train.quantize_topics(tW)
    train.write_topics(out, tq, tb, tscale, [tuple(p) for p in tplatt])
    return out


def train_folds(a):
    with open(a.cal) as f:
        cal = json.load(f)
    jobs = []
    with concurrent.futures.ProcessPoolExecutor(2) as ex:
        for fold in a.folds:
            d = os.path.join(a.out, f"fold{fold}")
            os.makedirs(d, exist_ok=True)
            if a.topic_repeat:
                jobs.append(ex.submit(fit_topics_job, fold, a.topic_repeat, cal["topics"], os.path.join(d, "topics.bin"), not a.no_train_sets))
            if a.tagger_repeat:
                taggers = ((False, "tagger"), (True, "tagger_ko"))
                for korean, name in taggers[:1] if a.general_only else taggers[1:] if a.korean_only else taggers:
                    jobs.append(ex.submit(fit_tagger_job, fold, korean, a.tagger_repeat, cal[name], os.path.join(d, name + ".bin"),
                                          a.hand_addresses == "ignore", not a.no_train_sets))
        for j in concurrent.futures.as_completed(jobs):
            print("wrote", j.result(), flush=True)


def gate_eval(tree, target, files):
    env = dict(os.environ, CARGO_TARGET_DIR=target)
    cmd = ["cargo", "run", "--release", "-q", "-p", "lily-gate", "--example", "gate_eval", "--", "--json"] + files
    return json.loads(subprocess.run(cmd, cwd=tree, env=env, check=True, capture_output=True, text=True).stdout)


def add_counts(acc, rep):
    for lang, r in rep["by_lang"].items():
        a = acc.setdefault(lang, {})
        for k, v in r.items():
            if k == "per_type":
                pt = a.setdefault("per_type", {})
                for typ, c in v.items():
                    t = pt.setdefault(typ, {})
                    for ck, cv in c.items():
                        t[ck] = t.get(ck, 0) + cv
            elif k == "confusion":
                a["confusion"] = [[x + y for x, y in zip(r1, r2)] for r1, r2 in zip(a.get("confusion", [[0] * 3] * 3), v)]
            else:
                a[k] = a.get(k, 0) + v


def summary(acc):
    """The figures the round reports, per language."""
    out = {}

    def pr(num, den):
        return f"{num / den:.3f}" if den else "-"

    for lang, r in sorted(acc.items()):
        p = r["per_type"].get("person", {})
        ad = r["per_type"].get("address", {})
        out[lang] = {
            "person P/R": f"{pr(p.get('exact', 0), p.get('predicted', 0))} / {pr(p.get('exact', 0), p.get('gold', 0))} ({p.get('predicted', 0)} predicted, {p.get('gold', 0)} gold)",
            "person P/R overlap": f"{pr(p.get('pred_overlapping', 0), p.get('predicted', 0))} / {pr(p.get('gold_overlapped', 0), p.get('gold', 0))}",
            "address P/R": f"{pr(ad.get('exact', 0), ad.get('predicted', 0))} / {pr(ad.get('exact', 0), ad.get('gold', 0))}; overlap {pr(ad.get('pred_overlapping', 0), ad.get('predicted', 0))} / {pr(ad.get('gold_overlapped', 0), ad.get('gold', 0))}",
            "topic flag P/R": f"{pr(r['topic_both'], r['topic_predicted'])} / {pr(r['topic_both'], r['topic_gold'])} ({r['topic_predicted']} flagged, {r['topic_gold']} gold)",
            "topic band P/R": f"{pr(r['topic_band_both'], r['topic_band_predicted'])} / {pr(r['topic_band_both'], r['topic_gold'])}",
            "routes": " ".join("/".join(str(x) for x in row) for row in r["confusion"]),
            "routes as expected": sum(r["confusion"][i][i] for i in range(3)),
            "clean kept local": f"{r['clean_kept_local']}/{r['clean_requests']}",
            "identifiers never sent raw": f"{r['identifier_requests'] - r['sent_raw']}/{r['identifier_requests']}",
            "rule identifiers never sent raw": f"{r['rule_identifier_requests'] - r['rule_sent_raw']}/{r['rule_identifier_requests']}",
        }
    return out


def evaluate(a):
    """Pooled gate_eval counts over the folds: the committed models, then the candidate
    (each model from its directory's fold*/ files; a model not given is the committed one)."""
    tree = os.path.abspath(a.tree)
    if not os.path.exists(tree):
        repo = os.path.dirname(GATE)
        shutil.copytree(repo, tree, ignore=shutil.ignore_patterns(".git", "target"))
    models = os.path.join(tree, "gate", "models")
    committed = a.baseline
    results = {}
    runs = [("committed", {})] * (not a.candidate_only) + [("candidate", {"tagger": a.tagger, "tagger_ko": a.tagger_ko, "topics": a.topics})]
    for label, dirs in runs:
        acc, per_fold, fold_counts = {}, [], []
        for fold in a.folds:
            for name in ("tagger", "tagger_ko", "topics"):
                src = dirs.get(name)
                shutil.copyfile(os.path.join(src, f"fold{fold}", name + ".bin") if src else os.path.join(committed, name + ".bin"),
                                os.path.join(models, name + ".bin"))
            rep = gate_eval(tree, a.target, [path(n) for n in FOLDS[fold]])
            add_counts(acc, rep)
            fold_acc = {}
            add_counts(fold_acc, rep)
            per_fold.append(summary(fold_acc))
            fold_counts.append(fold_acc)
        results[label] = {"pooled": summary(acc), "folds": per_fold, "fold_counts": fold_counts}
        print(label, json.dumps(results[label]["pooled"], ensure_ascii=False, indent=1), flush=True)
    if a.out:
        with open(a.out, "w") as f:
            json.dump(results, f, ensure_ascii=False, indent=1)


def pool(a):
    """Pooled figures of several `eval --out` files' runs (e.g. one fold each)."""
    acc = {}
    for f in a.files:
        with open(f) as fh:
            res = json.load(fh)
        for counts in res[a.label]["fold_counts"]:
            add_counts(acc, {"by_lang": counts})
    print(json.dumps(summary(acc), ensure_ascii=False, indent=1))
    if a.out:
        with open(a.out, "w") as fh:
            json.dump({a.label: {"pooled": summary(acc)}}, fh, ensure_ascii=False, indent=1)


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("calibrate", help="the span Platt maps of the generated-only fold models, and the committed topic maps")
    c.add_argument("--out", required=True)
    t = sub.add_parser("train", help="the final models of each fold with the fold's training hands")
    t.add_argument("--cal", required=True)
    t.add_argument("--out", required=True)
    t.add_argument("--tagger-repeat", type=int, default=0, help="0: no taggers trained")
    t.add_argument("--topic-repeat", type=int, default=0, help="0: no topic model trained")
    t.add_argument("--general-only", action="store_true", help="train the general tagger alone (not the Korean one)")
    t.add_argument("--korean-only", action="store_true", help="train the Korean tagger alone (not the general one)")
    t.add_argument("--no-train-sets", action="store_true", help="leave the training sets (TRAIN_SETS) out, as the folds before the thirty-eighth round")
    t.add_argument("--hand-addresses", choices=("label", "ignore"), default="label", help="as train.py's option")
    t.add_argument("--folds", type=int, nargs="*", default=[0, 1, 2, 3])
    e = sub.add_parser("eval", help="gate_eval on each fold's sets, pooled: committed against candidate")
    e.add_argument("--tree", required=True, help="scratch copy of the repository, made if missing")
    e.add_argument("--target", default="/tmp/hand-cv-target", help="CARGO_TARGET_DIR for the scratch tree")
    e.add_argument("--tagger", help="directory with fold*/tagger.bin (the general tagger)")
    e.add_argument("--tagger-ko", help="directory with fold*/tagger_ko.bin (the Korean tagger)")
    e.add_argument("--topics", help="directory with fold*/topics.bin")
    e.add_argument("--folds", type=int, nargs="*", default=[0, 1, 2, 3])
    e.add_argument("--baseline", default=os.path.join(GATE, "models"), help="the models the candidate is compared with and stands in for where not given")
    e.add_argument("--candidate-only", action="store_true", help="skip the baseline models' run")
    e.add_argument("--out", help="write the pooled and per-fold figures here (JSON)")
    p = sub.add_parser("pool", help="pool the runs of several eval --out files (one fold each, say)")
    p.add_argument("files", nargs="+")
    p.add_argument("--label", default="candidate")
    p.add_argument("--out")
    a = ap.parse_args()
    {"calibrate": calibrate, "train": train_folds, "eval": evaluate, "pool": pool}[a.cmd](a)


if __name__ == "__main__":
    main()
