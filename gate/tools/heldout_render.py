"""Rendering shared by the self-contained hand sets (26 on): their ⟦type:literal⟧ markup as
JSONL rows with UTF-8 byte offsets (end exclusive), every span asserted to cut its value, the
check digits asserted, the expected route from the spans and the topic (a topic with any
span: local; a name with a secret or a national ID: local; any other span: redact; none:
allow), and the balance each of these sets keeps asserted. Training sets (train1 on,
written for the learned models, never measured) keep a balance richer in names."""

import json
import os
import re

MARK = re.compile(r"⟦([a-z_0-9]+)(?::([^⟧]*))?⟧")
NATIONAL_IDS_AND_SECRETS = {"password", "kr_rrn", "us_ssn", "kr_frn"}


def luhn(s):
    total = 0
    for i, ch in enumerate(reversed([c for c in s if c.isdigit()])):
        d = int(ch) * (2 if i % 2 else 1)
        total += d - 9 if d > 9 else d
    return total % 10 == 0


def iban_ok(s):
    s = s.replace(" ", "")
    return int("".join(str(int(c, 36)) for c in s[4:] + s[:4])) % 97 == 1


def rrn_ok(s):
    d = s.replace("-", "")
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    return (11 - sum(int(a) * b for a, b in zip(d, w)) % 11) % 10 == int(d[12])


def render(item, lang):
    text, extra = (item, {}) if isinstance(item, str) else item
    out, spans, pos = "", [], 0
    for m in MARK.finditer(text):
        kind, value = m.group(1), m.group(2)
        assert value, f"every identifier here is a fixed labelled value: {m.group(0)}"
        out += text[pos:m.start()]
        start = len(out.encode("utf-8"))
        out += value
        spans.append({"start": start, "end": len(out.encode("utf-8")), "type": kind, "_value": value})
        pos = m.end()
    out += text[pos:]
    assert "⟦" not in out and "⟧" not in out, out
    raw = out.encode("utf-8")
    for s in spans:
        assert raw[s["start"]:s["end"]].decode("utf-8") == s.pop("_value"), (out, s)
        v = raw[s["start"]:s["end"]].decode("utf-8")
        if s["type"] == "card":
            assert luhn(v), v
        if s["type"] == "iban":
            assert iban_ok(v), v
        if s["type"] == "kr_rrn":
            assert rrn_ok(v), v
    types = {s["type"] for s in spans}
    topic = extra.get("topic")
    if not spans:
        route = "allow"
    elif topic or ("person" in types and types & NATIONAL_IDS_AND_SECRETS):
        route = "local"
    else:
        route = "redact"
    row = {"text": out, "lang": lang, "spans": spans, "expected_route": route}
    if topic:
        row["topic"] = topic
    return row


def rows(en, ko, train=False):
    out = [render(it, "en") for it in en] + [render(it, "ko") for it in ko]
    for lang, names, named in (("en", 31, 18), ("ko", 25, 16)):
        mine = [r for r in out if r["lang"] == lang]
        clean = sum(1 for r in mine if not r["spans"] and "topic" not in r)
        person_spans = sum(1 for r in mine for s in r["spans"] if s["type"] == "person")
        with_person = sum(1 for r in mine if any(s["type"] == "person" for s in r["spans"]))
        addresses = sum(1 for r in mine for s in r["spans"] if s["type"] == "address")
        topics = [r["topic"] for r in mine if "topic" in r]
        assert len(mine) == 57, (lang, len(mine))
        assert len(topics) == 14 and all(topics.count(t) == 2 for t in set(topics)), (lang, topics)
        assert sum(1 for r in mine for s in r["spans"] if s["type"] == "password") >= 3, lang
        if train:
            # A training set: at least a third clean, about twice a held-out set's names.
            assert clean >= 19, (lang, clean)
            assert person_spans >= 2 * names - 10 and with_person >= named + 6, (lang, person_spans, with_person)
            assert addresses >= 2, (lang, addresses)
        else:
            assert clean == 22, lang
            assert person_spans == names and with_person == named, lang
            assert sum(1 for r in mine if "topic" in r and r["spans"]) == 4, lang
            assert addresses == 2, lang
    assert len({r["text"] for r in out}) == len(out), "duplicate request"
    return out


def write_set(n, en, ko, train=False):
    """Renders hand set n and writes gate/data/handwritten_heldout{n}.jsonl, or training set n
    and gate/data/handwritten_train{n}.jsonl."""
    data = rows(en, ko, train)
    name = f"handwritten_train{n}.jsonl" if train else f"handwritten_heldout{n}.jsonl"
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", name)
    with open(path, "w", encoding="utf-8") as f:
        for r in data:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(data)} rows to {os.path.normpath(path)}")
