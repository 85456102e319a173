"""Tokenizer and hashed features shared by training and evaluation.

gate/src/learned.rs mirrors this file exactly (checked by the parity test), so any change
here must be made there too and the models retrained.
"""
import zlib

KO_SURNAMES = set("김이박최정강조윤장임한오서신권황안송류전홍고문양손배백허유남심노하곽성차주우구민진나지엄채원천방공현함변염여추도석선설마길연위표명기반왕금옥육인맹제모탁국어은편용")
# Common US given names and surnames (our own short lists): a gazetteer feature, so names
# never seen in training still get a lexical cue.
EN_FIRST = set("""james john robert michael william david richard joseph thomas charles christopher daniel matthew anthony mark donald steven paul
andrew joshua kenneth kevin brian george timothy ronald edward jason jeffrey ryan jacob gary nicholas eric jonathan stephen larry justin scott
brandon benjamin samuel gregory alexander frank patrick raymond jack dennis jerry tyler aaron jose adam nathan henry douglas zachary peter
kyle ethan walter noah jeremy christian keith roger terry gerald harold sean austin carl arthur lawrence dylan jesse jordan bryan billy joe
bruce gabriel logan albert willie alan juan wayne elijah randy roy vincent ralph eugene russell bobby mason philip louis mary patricia jennifer
linda elizabeth barbara susan jessica sarah karen lisa nancy betty margaret sandra ashley kimberly emily donna michelle carol amanda dorothy
melissa deborah stephanie rebecca sharon laura cynthia kathleen amy angela shirley anna brenda pamela emma nicole helen samantha katherine
christine debra rachel carolyn janet catherine maria heather diane ruth julie olivia joyce virginia victoria kelly lauren christina joan
evelyn judith megan andrea cheryl hannah jacqueline martha gloria teresa ann sara madison frances kathryn janice jean abigail alice judy
sophia grace denise amber doris marilyn danielle beverly isabella theresa diana natalie brittany charlotte marie kayla alexis lori tiffany
colleen misty erin monica crystal tina wendy""".split())
EN_LAST = set("""smith johnson williams brown jones garcia miller davis rodriguez martinez hernandez lopez gonzalez wilson anderson thomas taylor
moore jackson martin lee perez thompson white harris sanchez clark ramirez lewis robinson walker young allen king wright scott torres nguyen
hill flores green adams nelson baker hall rivera campbell mitchell carter roberts gomez phillips evans turner diaz parker cruz edwards
collins reyes stewart morris morales murphy cook rogers gutierrez ortiz morgan cooper peterson bailey reed kelly howard ramos kim cox ward
richardson watson brooks chavez wood james bennett gray mendoza ruiz hughes price alvarez castillo sanders patel myers long ross foster
jimenez powell jenkins perry russell sullivan bell coleman butler henderson barnes gonzales fisher vasquez simmons romero jordan patterson
alexander hamilton graham reynolds griffin wallace moreno west cole hayes bryant herrera gibson ellis tran medina aguilar stevens murray ford
castro marshall owens harrison fernandez mcdonald woods washington kennedy wells vargas henry chen freeman webb tucker guzman burns crawford
olson simpson porter hunter gordon mendez silva shaw snyder mason dixon munoz hunt hicks holmes palmer wagner black robertson boyd rose
stone salazar fox warren mills meyer rice schmidt garza daniels ferguson nichols stephens soto weaver ryan gardner payne grant dunn""".split())
# Verbs that often stand right before a name ("Call Jin", "ping ana") and common English
# words, many of them also given names or surnames ("long", "will", "grace", "best"): with
# the name lists they tell the tagger when a capitalised or lowercase word is a name.
EN_VERBS = set("""call email e-mail ping text message ask tell remind invite thank thanks congratulate cc bcc forward send notify contact meet
page pay add remove assign introduce welcome greet help hire fire promote interview book visit update brief warn loop tag mention dm follow
reply respond phone ring schedule let get have see check write draft give show bring take pick drop wish ask tell pinged called emailed
texted asked told invited thanked met paid sent upgrade install deploy restart run fix translate convert summarize explain refactor
rewrite generate compare list sort format debug review migrate rename delete archive export import""".split())
EN_COMMON = set("""the be to of and a in that have i it for not on with he as you do at this but his by from they we say her she or an will my
one all would there their what so up out if about who get which go me when make can like time no just him know take people into year your
good some could them see other than then now look only come its over think also back after use two how our work first well way even new
want because any these give day most us is are was were been being has had did does said made went long little own right big high
different small large next early young important few public bad same able last late hard major better best free full sure real great old
black white red green blue brown gray grey gold silver rose stone hill hall wood park lane field page case cook mark bill will grant hope
joy grace faith may june april august summer winter spring autumn fall rich young king price bell ward west north south east street road
monday tuesday wednesday thursday friday saturday sunday january february march july september october november december today tomorrow
yesterday morning evening night week month english french german spanish italian japanese chinese korean russian arabic hindi portuguese
american british european asian mom mum dad mother father grandma grandpa sister brother aunt auntie uncle wife husband son daughter boss
team everyone folks guys hi hello hey dear regards cheers sincerely warmly thanks please sir madam customer client user admin support
sales legal finance marketing engineering design product manager director doctor nurse teacher professor officer agent driver staff
bank hospital school university office store hotel airport station museum church court city county state center centre building
room floor gate terminal route highway bridge tower lake river ocean bay valley mountain island beach grill cafe bar""".split())
WS = {" ", "\t", "\n", "\r", "\x0b", "\x0c", "\u00a0", "\u3000"}
MAX_TOK_CHARS = 20  # longer runs are cut into pieces: bounds per-token work on hostile input

TAG_BITS = 17
TOPIC_BITS = 17
LABELS = ["O", "B-PER", "I-PER", "B-ADDR", "I-ADDR"]


def is_hangul(c):
    return 0xAC00 <= ord(c) <= 0xD7A3


def is_latin(c):
    o = ord(c)
    return (65 <= o <= 90) or (97 <= o <= 122) or (0xC0 <= o <= 0x24F and o not in (0xD7, 0xF7))


def is_digit(c):
    return "0" <= c <= "9"


def char_class(c):
    if is_hangul(c):
        return "H"
    if is_latin(c):
        return "L"
    if is_digit(c):
        return "D"
    if c in WS:
        return " "
    return "P"


def tokenize(text):
    """Tokens as (cls, text, byte_start, byte_end, gap) where gap is 0 (glued to the previous
    token), 1 (space) or 2 (newline). Latin and digit runs are one token (cut every
    MAX_TOK_CHARS chars); every Hangul syllable and every other character is its own token,
    so a Korean name glued to a particle can be split at a syllable boundary."""
    toks = []
    b = 0
    gap = 2
    cur = None  # [cls, chars, start]
    for c in text:
        cl = char_class(c)
        n = len(c.encode())
        if cur is not None and (cl != cur[0] or cl in "HP" or len(cur[1]) >= MAX_TOK_CHARS):
            toks.append((cur[0], "".join(cur[1]), cur[2], b, cur[3]))
            cur = None
        if cl == " ":
            gap = 2 if c == "\n" else max(gap, 1)
        else:
            if cur is None:
                cur = [cl, [], b, gap]
                gap = 0
            cur[1].append(c)
        b += n
    if cur is not None:
        toks.append((cur[0], "".join(cur[1]), cur[2], b, cur[3]))
    return toks


def lower(s):
    return "".join(chr(ord(c) + 32) if "A" <= c <= "Z" else c for c in s)


def shape(s):
    out = []
    for c in s:
        if "A" <= c <= "Z":
            k = "X"
        elif "a" <= c <= "z":
            k = "x"
        elif is_digit(c):
            k = "d"
        elif is_hangul(c):
            k = "H"
        elif is_latin(c):
            k = "l"
        else:
            k = c
        if not out or out[-1] != k:
            out.append(k)
    return "".join(out)


def h(s, bits):
    return zlib.crc32(s.encode()) & ((1 << bits) - 1)


def gazetteer(word):
    return ("f" if word in EN_FIRST else "") + ("l" if word in EN_LAST else "") + ("v" if word in EN_VERBS else "") + \
        ("w" if word in EN_COMMON else "")


def set_gazetteer(first, last, verbs, common):
    """Replaces the word lists (train.py adds the generator's en_US name lists and writes
    the result into the model file, which is what Rust reads)."""
    for dst, src in ((EN_FIRST, first), (EN_LAST, last), (EN_VERBS, verbs), (EN_COMMON, common)):
        dst.clear()
        dst.update(src)


SENT_END = set(".?!:;\"'([{|>*#")


def sentence_start(toks, i):
    """1 when token i opens a line, the text, or follows sentence or field punctuation."""
    if i == 0 or toks[i][4] == 2:
        return "1"
    p = toks[i - 1]
    return "1" if p[0] == "P" and p[1] in SENT_END else "0"


def tag_features(toks):
    """List (per token) of feature strings."""
    n = len(toks)
    words = [lower(t[1]) for t in toks]
    shapes = [shape(t[1]) for t in toks]
    # Hangul run boundaries: run_start[i], run_end[i] (exclusive) for H tokens
    run_s = [0] * n
    run_e = [0] * n
    i = 0
    while i < n:
        if toks[i][0] == "H":
            j = i + 1
            while j < n and toks[j][0] == "H" and toks[j][4] == 0:
                j += 1
            for k in range(i, j):
                run_s[k], run_e[k] = i, j
            i = j
        else:
            i += 1

    def w(k):
        if k < 0:
            return "<S>"
        if k >= n:
            return "</S>"
        return words[k]

    def sh(k):
        if k < 0 or k >= n:
            return "_"
        return shapes[k]

    out = []
    for i, (cl, t, _, _, gap) in enumerate(toks):
        wi = words[i]
        f = ["b", "w=" + wi, "s=" + shapes[i], "c=" + cl + str(gap),
             "w-1=" + w(i - 1), "w+1=" + w(i + 1), "w-2=" + w(i - 2), "w+2=" + w(i + 2),
             "s-1=" + sh(i - 1), "s+1=" + sh(i + 1), "s-1s+1=" + sh(i - 1) + "|" + shapes[i] + "|" + sh(i + 1),
             "bw=" + w(i - 1) + "|" + wi, "wb=" + wi + "|" + w(i + 1),
             "g+1=" + (str(toks[i + 1][4]) + toks[i + 1][0] if i + 1 < n else "E")]
        if cl == "L" or cl == "D":
            f += ["len=" + cl + str(min(len(t), 10))]
        if cl == "L":
            g = lambda k: gazetteer(w(k)) if 0 <= k < n and toks[k][0] == "L" else "_"  # noqa: E731
            f += ["gz=" + g(i) + "|" + shapes[i], "gz-1=" + g(i - 1) + "|" + g(i), "gz+1=" + g(i) + "|" + g(i + 1)]
            f += ["p2=" + wi[:2], "p3=" + wi[:3], "x2=" + wi[-2:], "x3=" + wi[-3:], "x1=" + wi[-1:]]
            ss = sentence_start(toks, i)
            f += ["ss=" + ss + shapes[i] + "|" + g(i), "bws=" + w(i - 1) + "|" + shapes[i], "wsn=" + shapes[i] + "|" + w(i + 1),
                  "ssw=" + ss + wi]
        if cl == "H":
            rs, re = run_s[i], run_e[i]
            pos, rl = i - rs, re - rs
            run = "".join(toks[k][1] for k in range(rs, min(re, rs + 8)))
            after = "".join(toks[k][1] for k in range(i + 1, min(re, i + 4)))
            before = "".join(toks[k][1] for k in range(max(rs, i - 3), i))
            sur = "1" if toks[rs][1] in KO_SURNAMES else "0"
            f += ["hp=" + str(min(pos, 4)) + "/" + str(min(rl, 7)),
                  "ha=" + after, "hb=" + before,
                  "ha1=" + (after[:1] or "#"), "ha2=" + after[:2], "hb1=" + (before[-1:] or "#"),
                  "hsur=" + sur + str(min(pos, 4)) + "/" + str(min(rl, 7)),
                  "hs0=" + toks[rs][1] + str(min(pos, 4)),
                  "hrun=" + run,
                  "hrem=" + str(min(re - i - 1, 5)) + after[:2]]
        out.append(f)
    return out


def tag_feature_ids(toks):
    return [[h(s, TAG_BITS) for s in fs] for fs in tag_features(toks)]


def topic_units(toks):
    """Word units for the topic model: Latin runs (lower), Hangul runs, digit runs as '0'."""
    units = []
    cur = None
    for (cl, t, _, _, gap) in toks:
        if cl == "H":
            if cur is not None and cur[0] == "H" and gap == 0:
                cur[1] += t
                continue
            if cur is not None:
                units.append(cur)
            cur = ["H", t]
            continue
        if cur is not None:
            units.append(cur)
            cur = None
        if cl == "L":
            if units and units[-1][0] == "L" and gap == 0:
                units[-1][1] += lower(t)  # a run cut at MAX_TOK_CHARS
            else:
                units.append(["L", lower(t)])
        elif cl == "D":
            units.append(["D", "0"])
    if cur is not None:
        units.append(cur)
    return [(c, u[:24]) for c, u in units]


SEG_END = set(".?!;。？！")
MAX_SEG_UNITS = 64
MIN_NORM = 16  # features are scaled by 1/sqrt(max(n, MIN_NORM)): short segments stay calm


def topic_segments(toks):
    """Sentence-like segments (cut at . ? ! ; and newlines, and every MAX_SEG_UNITS word
    units) so one sensitive sentence in a long request is not diluted by the rest."""
    segs, cur, nunits = [], [], 0
    for t in toks:
        if cur and (t[4] == 2 or nunits >= MAX_SEG_UNITS):
            segs.append(cur)
            cur, nunits = [], 0
        cur.append(t)
        if t[0] != "P":
            nunits += 1
        if t[0] == "P" and t[1] in SEG_END:
            segs.append(cur)
            cur, nunits = [], 0
    if cur:
        segs.append(cur)
    return segs


# Korean particles and endings glued to a word, longest first: "히잡을" and "히잡" share the
# word unit "히잡" once the particle is cut.
KO_PARTICLES = ["에서는", "으로는", "에게서", "한테서", "이라고", "에서", "에게", "한테", "으로", "까지", "부터", "처럼", "보다", "하고",
                "이랑", "이나", "이고", "이라", "은", "는", "이", "가", "을", "를", "에", "의", "도", "만", "로", "와", "과", "랑"]


def ko_stem(u):
    """The Hangul unit without one trailing particle, if at least two syllables remain."""
    for p in KO_PARTICLES:
        if u.endswith(p) and len(u) - len(p) >= 2:
            return u[: len(u) - len(p)]
    return u


# Topic vocabulary (gate/tools/topic_vocab.py, stored in topics.bin): entry -> topic, exact
# words and `stem*` prefixes apart. Empty until set_topic_vocab is called. Its features have
# rows of their own after the hashed ones (2 per topic, in TOPIC_NAMES order): a hashed word
# that collided with one of them would take on its large weight.
TOPIC_NAMES = ["health", "finance", "sexuality", "religion", "politics", "criminal_record", "credentials"]
TOPIC_ROWS = (1 << TOPIC_BITS) + 2 * len(TOPIC_NAMES)
TOPIC_VOCAB_EXACT = {}
TOPIC_VOCAB_STEM = {}
VOCAB_MAX_STEM = 16  # chars; longer stems are not looked up


def set_topic_vocab(pairs):
    """pairs: (topic, entry) with entries as topic_vocab.entries() writes them."""
    TOPIC_VOCAB_EXACT.clear()
    TOPIC_VOCAB_STEM.clear()
    for tp, e in pairs:
        if e.endswith("*"):
            if len(e) - 1 <= VOCAB_MAX_STEM:
                TOPIC_VOCAB_STEM[e[:-1]] = tp
        else:
            TOPIC_VOCAB_EXACT[e] = tp


def vocab_topics(s, hangul, skip):
    """Topics whose vocabulary matches the string s (a unit, or 'previous unit' + ' ' + unit):
    an exact entry, a Hangul exact entry with one particle glued on, or a stem that s starts
    with. Stems no longer than `skip` chars are not tried (they were tried on the first word)."""
    out = set()
    t = TOPIC_VOCAB_EXACT.get(s)
    if t:
        out.add(t)
    if hangul:
        for p in KO_PARTICLES:
            if s.endswith(p) and len(s) > len(p):
                t = TOPIC_VOCAB_EXACT.get(s[: len(s) - len(p)])
                if t:
                    out.add(t)
    for k in range(skip + 1, min(len(s), VOCAB_MAX_STEM) + 1):
        t = TOPIC_VOCAB_STEM.get(s[:k])
        if t:
            out.add(t)
    return out


def topic_feature_ids(toks):
    units = topic_units(toks)
    ids = set()
    prev = "<S>"
    # vocabulary hits per topic, counted once per unit: one hit fires lx=, two or more also lx2=
    hits = {}
    for i, (cl, u) in enumerate(units):
        found = vocab_topics(u, cl == "H", 0)
        if i > 0:
            found |= vocab_topics(units[i - 1][1] + " " + u, cl == "H", len(units[i - 1][1]) + 1)
        for t in found:
            hits[t] = hits.get(t, 0) + 1
    for t, n in hits.items():
        row = (1 << TOPIC_BITS) + 2 * TOPIC_NAMES.index(t)
        ids.add(row)  # lx=<topic>
        if n >= 2:
            ids.add(row + 1)  # lx2=<topic>
    for cl, u in units:
        ids.add(h("u=" + u, TOPIC_BITS))
        ids.add(h("bg=" + prev + "|" + u, TOPIC_BITS))
        prev = u
        if cl == "L" and len(u) > 4:
            ids.add(h("p4=" + u[:4], TOPIC_BITS))
        if cl == "L" and len(u) > 5:
            ids.add(h("p5=" + u[:5], TOPIC_BITS))
        # suffixes carry word families the lexicon lacks (-itis, -osis, -ectomy, -ism)
        if cl == "L" and len(u) > 4:
            ids.add(h("s4=" + u[-4:], TOPIC_BITS))
        if cl == "L" and len(u) > 5:
            ids.add(h("s5=" + u[-5:], TOPIC_BITS))
        if cl == "H":
            for k in range(len(u) - 1):
                ids.add(h("k2=" + u[k:k + 2], TOPIC_BITS))
            for k in range(len(u) - 2):
                ids.add(h("k3=" + u[k:k + 3], TOPIC_BITS))
            st = ko_stem(u)
            if st != u:
                ids.add(h("u=" + st, TOPIC_BITS))
    return sorted(ids)
