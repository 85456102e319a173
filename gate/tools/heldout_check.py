"""Checks that held-out hand set N (5 and later), or training set N, is new to the generator,
to the earlier hand sets and development sets and to the training sets (a held-out set is
checked against every training set, a training set against every held-out set and the
training sets before it).

    /tmp/gate-venv/bin/python gate/tools/heldout_check.py N
    /tmp/gate-venv/bin/python gate/tools/heldout_check.py train N

Fails (exit 1) when a name of set N is a name of an earlier hand set, when a name or one of its
words is in one of the generator's own lists (gen_data.py: every module-level list, tuple,
dict or set of strings, so slot lists added later are covered too) or in the tagger's own name
lists (features.py), or when a request of set N shares a run of 24 characters with a generator
template or an earlier hand set's request. Prints, without failing, how many EN name words are in the
Faker pools the generator draws from (those pools are large and shared with real names).
"""

import importlib
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import gen_data  # noqa: E402
import sets  # noqa: E402

MARK = re.compile(r"⟦([a-z_0-9]+)(?::([^⟧]*))?⟧")
RUN = 24


def texts(items):
    return [it[0] if isinstance(it, tuple) else it for it in items]


def module_texts(mod):
    out = []
    for v in vars(mod).values():
        if isinstance(v, list) and v and all(isinstance(x, (str, tuple)) for x in v):
            out += [x for x in texts(v) if isinstance(x, str)]
    return out


def persons(templates):
    return [m.group(2) for t in templates for m in MARK.finditer(t) if m.group(1) == "person" and m.group(2)]


def plain(t):
    return MARK.sub(lambda m: m.group(2) or "", t)


def strings(v, out):
    """Every string inside a module-level value (lists, tuples, sets, dict keys and values)."""
    if isinstance(v, str):
        out.append(v)
    elif isinstance(v, dict):
        for k, x in v.items():
            strings(k, out)
            strings(x, out)
    elif isinstance(v, (list, tuple, set, frozenset)):
        for x in v:
            strings(x, out)


def words(s):
    return [w for w in re.split(r"[^\w'-]+", s) if w]


def faker_words():
    from faker import Faker
    pool = set()
    for loc in ["en_US"] + list(gen_data.INTL_LOCALES):
        f = Faker(loc)
        for p in f.get_providers():
            if type(p).__module__.startswith("faker.providers.person"):
                for attr in ("first_names", "last_names", "first_names_male", "first_names_female"):
                    v = getattr(p, attr, None)
                    if v:
                        pool.update(v)
    return pool


def hand_set(n):
    """The module of hand set n (set 1 is heldout_sets)."""
    return importlib.import_module("heldout_sets" if n == 1 else f"heldout{n}_sets")


def train_set(n):
    return importlib.import_module(f"train{n}_sets")


def heldout_count():
    """How many held-out sets exist (set 1 is heldout_sets, then heldout2_sets, ...)."""
    n = 1
    while os.path.exists(os.path.join(HERE, f"heldout{n + 1}_sets.py")):
        n += 1
    return n


def train_sets_present(below=None):
    """The training sets (numbered under `below`, if given) that this tree holds: sets written
    side by side may be checked before the others are merged."""
    found = sorted(int(m.group(1)) for f in os.listdir(HERE) if (m := re.fullmatch(r"train(\d+)_sets\.py", f)))
    return [k for k in found if below is None or k < below]


def main():
    args = sys.argv[1:]
    train = bool(args) and args[0] == "train"
    if train:
        args = args[1:]
    if len(args) != 1 or not args[0].isdigit() or int(args[0]) < (1 if train else 2):
        sys.exit("usage: heldout_check.py N | train N (the set to check: held-out 2 or later, training 1 or later)")
    n = int(args[0])
    new = train_set(n) if train else hand_set(n)
    prefix = f"TRAIN{n}" if train else f"HELDOUT{n}"
    new_en, new_ko = texts(getattr(new, f"{prefix}_EN")), texts(getattr(new, f"{prefix}_KO"))
    others = module_texts(sets)
    for k in range(1, heldout_count() + 1 if train else n):
        others += module_texts(hand_set(k))
    for k in train_sets_present(n if train else None):
        others += module_texts(train_set(k))
    problems = []

    old_names = set(persons(others))
    old_words = {w.lower() for n in old_names for w in words(n)}
    gen_strings = []
    for name, v in vars(gen_data).items():
        if name.isupper():
            strings(v, gen_strings)
    gen_words = {w.lower() for s in gen_strings for w in words(s)}
    gen_whole = set(gen_strings)

    import features
    tagger_words = {w.lower() for w in features.EN_FIRST | features.EN_LAST}

    for name in persons(new_en) + persons(new_ko):
        if name in old_names:
            problems.append(f"name in another hand set: {name}")
        if name in gen_whole:
            problems.append(f"name in a generator list: {name}")
        if name.isascii() or any("a" <= c.lower() <= "z" for c in name):
            for w in words(name):
                if w.lower() in gen_words:
                    problems.append(f"EN name word in a generator string: {w} ({name})")
                if w.lower() in old_words:
                    problems.append(f"EN name word in another hand set: {w} ({name})")
                if w.lower() in tagger_words:
                    problems.append(f"EN name word in the tagger's own name lists: {w} ({name})")
        else:
            given = name[2:] if name[:2] in gen_data.KO_COMPOUND_SURNAMES else name[1:]
            for old in old_names:
                if len(name) >= 2 and (old == given or old.endswith(given)) and len(given) >= 2:
                    problems.append(f"KO given name in another hand set: {given} ({name}; {old})")

    corpus = [plain(t) for t in others] + gen_strings
    grams = set()
    for t in corpus:
        for i in range(len(t) - RUN + 1):
            grams.add(t[i:i + RUN])
    for t in new_en + new_ko:
        p = plain(t)
        hit = next((p[i:i + RUN] for i in range(len(p) - RUN + 1) if p[i:i + RUN] in grams), None)
        if hit:
            problems.append(f"shares {RUN} characters with an existing text: {hit!r} in {p[:60]!r}")

    pool = {w.lower() for w in faker_words()}
    en_words = [w for n in persons(new_en) for w in words(n)]
    in_pool = sorted({w for w in en_words if w.lower() in pool})
    print(f"{'training set' if train else 'set'} {n}: {len(new_en)} EN + {len(new_ko)} KO requests, {len(persons(new_en))} EN and {len(persons(new_ko))} KO names")
    print(f"EN name words in the generator's Faker pools (informational): {len(in_pool)} of {len(set(en_words))}: {', '.join(in_pool)}")
    for p in problems:
        print("PROBLEM:", p)
    if problems:
        sys.exit(1)
    print("ok: names and sentences are new")


if __name__ == "__main__":
    main()
