#!/usr/bin/env python3
"""Builds the Privacy Gate test sets in gate/data/ from hand-written templates.

The prose is written by hand; identifiers are generated so that they validate (Luhn,
IBAN mod 97, RRN date + checksum, BRN checksum, SSN rules). A template marks an entity as
⟦gen⟧ (generated value, e.g. ⟦card⟧, ⟦kr_mobile⟧) or ⟦type:literal⟧ (a fixed value, e.g.
⟦person:김민준⟧). Offsets in the output are UTF-8 byte offsets, end exclusive.

    python3 gate/tools/make_datasets.py        # rewrites gate/data/*.jsonl (seeded)
"""

import base64
import importlib
import json
import os
import random
import re
import string
import sys

sys.path.insert(0, os.path.dirname(__file__))
from sets import ADVERSARIAL, HANDWRITTEN_EN, HANDWRITTEN_KO, HANDWRITTEN_KR_IDS, HARD_NEGATIVES  # noqa: E402

R = random.Random(20261202)
# The hand-written held-out sets, oldest first.
HAND_SETS = 25


# ---- valid-ID generators -------------------------------------------------------------

def luhn_complete(prefix, length):
    body = prefix + "".join(R.choice(string.digits) for _ in range(length - len(prefix) - 1))
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:  # these digits are doubled once the check digit is appended
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return body + str((10 - total % 10) % 10)


def group(s, sizes, sep):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    return sep.join(out)


def card(kind="visa", sep="-"):
    if kind == "amex":
        return group(luhn_complete(R.choice(["34", "37"]), 15), [4, 6, 5], sep)
    prefix = {"visa": "4", "mc": R.choice(["51", "52", "53", "54", "55"]),
              "jcb": "3530", "discover": "6011"}[kind]
    return group(luhn_complete(prefix, 16), [4, 4, 4, 4], sep)


def luhn_ok(s):
    d = [int(c) for c in s if c.isdigit()]
    total = 0
    for i, x in enumerate(reversed(d)):
        if i % 2 == 1:
            x *= 2
            if x > 9:
                x -= 9
        total += x
    return total % 10 == 0


def iban(cc="DE", spaced=True):
    if cc == "DE":
        bban = "".join(R.choice(string.digits) for _ in range(18))
    elif cc == "GB":
        bban = "".join(R.choice(string.ascii_uppercase) for _ in range(4)) + "".join(
            R.choice(string.digits) for _ in range(14))
    elif cc == "FR":
        bban = "".join(R.choice(string.digits) for _ in range(23))
    else:  # NL
        bban = "".join(R.choice(string.ascii_uppercase) for _ in range(4)) + "".join(
            R.choice(string.digits) for _ in range(10))
    num = "".join(str(int(c, 36)) for c in bban + cc + "00")
    check = 98 - int(num) % 97
    s = f"{cc}{check:02d}{bban}"
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4)) if spaced else s


def valid_birth(century):
    while True:
        y = R.randint(1950, 1999) if century == 1900 else R.randint(2000, 2019)
        m, d = R.randint(1, 12), R.randint(1, 28)
        return y, m, d


def rrn(foreigner=False, checksum=True, sep="-"):
    y, m, d = valid_birth(R.choice([1900, 1900, 2000]))
    sex = R.choice([1, 2]) + (2 if y >= 2000 else 0) + (4 if foreigner else 0)
    front = f"{y % 100:02d}{m:02d}{d:02d}"
    body = front + str(sex) + "".join(R.choice(string.digits) for _ in range(5))
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    s = sum(int(a) * b for a, b in zip(body, w))
    check = ((13 if foreigner else 11) - s % 11) % 10
    if not checksum:
        check = (check + R.randint(1, 9)) % 10
    full = body + str(check)
    return full[:6] + sep + full[6:]


def brn(sep="-"):
    body = "".join(R.choice(string.digits) for _ in range(9))
    if body[:3] == "000":
        body = "1" + body[1:]
    w = [1, 3, 7, 1, 3, 7, 1, 3, 5]
    s = sum(int(a) * b for a, b in zip(body, w)) + int(body[8]) * 5 // 10
    full = body + str((10 - s % 10) % 10)
    return f"{full[:3]}{sep}{full[3:5]}{sep}{full[5:]}"


def ssn(sep="-"):
    while True:
        area = R.randint(1, 899)
        if area != 666:
            break
    return f"{area:03d}{sep}{R.randint(1, 99):02d}{sep}{R.randint(1, 9999):04d}"


def kr_mobile(sep="-"):
    return f"010{sep}{R.randint(2000, 9999)}{sep}{R.randint(0, 9999):04d}"


def kr_landline():
    return f"02-{R.randint(200, 999)}-{R.randint(0, 9999):04d}"


def us_phone(style=0):
    a = R.choice([212, 415, 617, 312, 206, 503, 646, 718, 303, 512])
    x, n = R.randint(200, 989), R.randint(0, 9999)
    if x % 100 == 11:
        x += 1
    return [f"({a}) {x}-{n:04d}", f"{a}-{x}-{n:04d}", f"+1 {a} {x} {n:04d}", f"{a}.{x}.{n:04d}"][style]


FIRST = ["james", "olivia", "noah", "emma", "liam", "ava", "minjun", "seoyeon", "jiwoo", "hana"]
LAST = ["smith", "park", "kim", "lee", "garcia", "nguyen", "choi", "jung"]
DOMAINS = ["example.com", "mail.example.org", "contoso.com", "example.co.kr", "naver.example"]


def email():
    return f"{R.choice(FIRST)}.{R.choice(LAST)}{R.randint(1, 99)}@{R.choice(DOMAINS)}"


def ipv4():
    while True:
        a = R.choice([23, 34, 52, 81, 104, 142, 151, 185, 203, 211])
        return f"{a}.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(1, 254)}"


def ipv6():
    return "2001:db8:" + ":".join(f"{R.randint(0, 65535):x}" for _ in range(3)) + "::" + f"{R.randint(1, 65535):x}"


def mac():
    return ":".join(f"{R.randint(0, 255):02X}" for _ in range(6))


def rand(chars, n):
    return "".join(R.choice(chars) for _ in range(n))


AN = string.ascii_letters + string.digits


def with_digit(s):
    return s if any(c.isdigit() for c in s) else s[:-1] + "7"


def aws_key():
    return "AKIA" + rand(string.ascii_uppercase + string.digits, 16)


def github_token():
    return "ghp_" + with_digit(rand(AN, 36))


def slack_token():
    return f"xoxb-{R.randint(10**11, 10**12 - 1)}-{R.randint(10**11, 10**12 - 1)}-{rand(AN, 24)}"


def stripe_key():
    return "sk_live_" + with_digit(rand(AN, 24))


def openai_key():
    return "sk-proj-" + with_digit(rand(AN, 48))


def google_key():
    return "AIza" + with_digit(rand(AN + "_-", 35))


def b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def jwt():
    h = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}).encode())
    p = b64u(json.dumps({"sub": str(R.randint(1000, 9999)), "exp": 1767225600}).encode())
    return f"{h}.{p}.{b64u(bytes(R.randrange(256) for _ in range(32)))}"


def generic_secret():
    return with_digit(rand(AN, 32))


def pem():
    body = "\n".join(b64u(bytes(R.randrange(256) for _ in range(48))) for _ in range(4))
    return f"-----BEGIN RSA PRIVATE KEY-----\n{body}\n-----END RSA PRIVATE KEY-----"


KR_ACCOUNT_FORMATS = {  # bank -> (prefix, groups), as in validators.rs KR_BANKS
    "kb": ("", [6, 2, 6]), "shinhan": ("110", [3, 3, 6]), "woori": ("1002", [4, 3, 6]), "hana": ("", [3, 6, 5]),
    "nh": ("3", [3, 4, 4, 2]), "ibk": ("", [3, 6, 2, 3]), "kakao": ("3333", [4, 2, 7]), "toss": ("1000", [4, 4, 4]),
}


def kr_account(bank):
    prefix, sizes = KR_ACCOUNT_FORMATS[bank]
    digits = prefix + "".join(R.choice(string.digits) for _ in range(sum(sizes) - len(prefix)))
    return group(digits, sizes, "-")


def kr_driver_license(sep="-"):
    region = R.choice(list(range(11, 27)) + [28])
    return sep.join([str(region), f"{R.randint(0, 99):02d}", f"{R.randint(0, 999999):06d}", f"{R.randint(0, 99):02d}"])


def fullwidth(s):
    return "".join(chr(ord(c) + 0xFEE0) if "0" <= c <= "9" or c == "-" else c for c in s)


GEN = {
    "card": ("card", lambda: card("visa")), "card_mc": ("card", lambda: card("mc", " ")),
    "card_amex": ("card", lambda: card("amex", " ")), "card_plain": ("card", lambda: card("visa", "")),
    "card_jcb": ("card", lambda: card("jcb")),
    "card_fw": ("card", lambda: fullwidth(card("visa"))),
    "iban": ("iban", lambda: iban(R.choice(["DE", "GB", "FR", "NL"]))),
    "iban_compact": ("iban", lambda: iban("DE", spaced=False)),
    "rrn": ("kr_rrn", lambda: rrn()), "rrn_new": ("kr_rrn", lambda: rrn(checksum=False)),
    "rrn_fw": ("kr_rrn", lambda: fullwidth(rrn())),
    "frn": ("kr_frn", lambda: rrn(foreigner=True)),
    "brn": ("kr_brn", brn), "ssn": ("us_ssn", ssn),
    "kr_mobile": ("phone", kr_mobile), "kr_mobile_plain": ("phone", lambda: kr_mobile("")),
    "kr_landline": ("phone", kr_landline), "kr_intl": ("phone", lambda: "+82 " + kr_mobile()[1:]),
    "us_phone": ("phone", lambda: us_phone(0)), "us_phone2": ("phone", lambda: us_phone(1)),
    "us_phone3": ("phone", lambda: us_phone(2)), "us_phone4": ("phone", lambda: us_phone(3)),
    "uk_phone": ("phone", lambda: f"+44 20 {R.randint(7000, 8999)} {R.randint(0, 9999):04d}"),
    "email": ("email", email), "ip": ("ip", ipv4), "ipv6": ("ip", ipv6), "mac": ("mac", mac),
    "aws_key": ("api_key", aws_key), "github_token": ("api_key", github_token),
    "slack_token": ("api_key", slack_token), "stripe_key": ("api_key", stripe_key),
    "openai_key": ("api_key", openai_key), "google_key": ("api_key", google_key),
    "jwt": ("api_key", jwt), "secret": ("api_key", generic_secret),
    "pem": ("private_key", pem),
    "kr_dl": ("kr_driver_license", kr_driver_license),
    **{f"kr_account_{b}": ("kr_bank_account", (lambda b=b: kr_account(b))) for b in KR_ACCOUNT_FORMATS},
}

MARK = re.compile(r"⟦([a-z_0-9]+)(?::([^⟧]*))?⟧")
SECRET = {"api_key", "private_key", "password", "url_credentials"}
GOV = {"kr_rrn", "kr_frn", "us_ssn", "passport", "kr_driver_license"}
IDENTITY = {"person", "date_of_birth"}


def expected_route(types, topic):
    if not types:
        return "allow"
    if types & (SECRET | GOV) and types & IDENTITY:
        return "local"
    if topic:
        return "local"
    return "redact"


def render(template):
    out, spans, pos = b"", [], 0
    for m in MARK.finditer(template):
        out += template[pos:m.start()].encode()
        name, literal = m.group(1), m.group(2)
        if literal is None:
            kind, gen = GEN[name]
            value = gen()
        else:
            kind, value = name, literal
        if kind != "none":
            spans.append({"start": len(out), "end": len(out) + len(value.encode()), "type": kind})
        out += value.encode()
        pos = m.end()
    out += template[pos:].encode()
    return out.decode(), spans


def write(path, rows, mode="w"):
    with open(path, mode, encoding="utf-8") as f:
        for lang, template, opts in rows:
            text, spans = render(template)
            topic = opts.get("topic")
            types = {s["type"] for s in spans}
            rec = {"text": text, "lang": lang, "spans": spans,
                   "expected_route": opts.get("route") or expected_route(types, topic)}
            if topic:
                rec["topic"] = topic
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"{path}: {len(rows)} examples")


def rows(lang, items):
    out = []
    for it in items:
        if isinstance(it, tuple):
            out.append((lang, it[0], it[1]))
        else:
            out.append((lang, it, {}))
    return out


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    data = os.path.join(here, "..", "data")
    os.makedirs(data, exist_ok=True)
    assert luhn_ok(card()) and luhn_ok(card("amex"))
    write(os.path.join(data, "handwritten.jsonl"), rows("en", HANDWRITTEN_EN) + rows("ko", HANDWRITTEN_KO))
    write(os.path.join(data, "adversarial.jsonl"), [(l, t, o) for l, t, o in ADVERSARIAL])
    write(os.path.join(data, "hard_negatives.jsonl"), [(l, t, {}) for l, t in HARD_NEGATIVES])
    # Later additions reseed, so the rows above keep their generated values.
    R.seed(20261203)
    write(os.path.join(data, "handwritten.jsonl"), [(l, t, o) for l, t, o in HANDWRITTEN_KR_IDS], mode="a")
    # Hand set n (1 to HAND_SETS) comes from heldout{n}_sets.py (set 1: heldout_sets.py), seeded
    # 20261203 + n.
    for n in range(1, HAND_SETS + 1):
        suffix = "" if n == 1 else str(n)
        mod = importlib.import_module(f"heldout{suffix}_sets")
        R.seed(20261203 + n)
        en, ko = getattr(mod, f"HELDOUT{suffix}_EN"), getattr(mod, f"HELDOUT{suffix}_KO")
        write(os.path.join(data, f"handwritten_heldout{suffix}.jsonl"), rows("en", en) + rows("ko", ko))

if __name__ == "__main__":
    main()
