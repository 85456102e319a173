//! English person names from the general tagger: a small post-filter for spans that are
//! not names by what they are and where they stand (fourteenth round, docs/privacy-gate.md).
//!
//! The tagger reads a name from its letters, its shape and a few words around it, so a
//! capitalised word where a name could stand often becomes one, and it does so with
//! confidence (a higher score floor does not help). The rules here are general:
//!
//! - a month or weekday word (or its abbreviation) next to a number is a date (`3 Mar`);
//! - a month word listed with another month or after a word of time is the month
//!   (`April, June, November`, `until June`);
//! - the word before `'s` and a noun that eponymous terms take (`…'s law`, `…'s theorem`) is
//!   the name of a law or a dish, not a person in the request;
//! - a country or continent name is a place;
//! - a span of everyday English words (`weeks`, `hand shakes`) is not a name when it is in
//!   lowercase, or when it is one word that opens a sentence or a line (`Hang on`);
//!   a word on the tagger's own given-name lists (at a sentence start also its surname
//!   lists) is never treated as everyday;
//! - a span that names a thing or a place (`en_things`: drugs, foods, brands, places by
//!   their word, shape or context) is not a name;
//! - a place of the gazetteer (`gate/data/places.txt`: GeoNames towns and ISO 3166 names
//!   that no name list gives people) is not a name outside a frame a person's name takes.

use std::sync::OnceLock;

use regex::Regex;

use crate::finding::Kind;
use crate::learned::GeneralReading;
use crate::recognizers::Candidate;

/// `listed(word, surnames)`: the lowercase word is on the tagger's given-name list (or, with
/// `surnames`, on its surname list).
fn is_not_name(text: &str, start: usize, end: usize, listed: &dyn Fn(&str, bool) -> bool) -> bool {
    let Some(span) = text.get(start..end) else {
        return false;
    };
    let lower = span.to_ascii_lowercase();
    let trimmed = lower.trim_end_matches('.');
    if (MONTHS.contains(&trimmed) || WEEKDAYS.contains(&trimmed))
        && (digit_before(text, start) || digit_after(text, end))
    {
        return true;
    }
    if MONTHS.contains(&trimmed) && month_context(text, start, end) {
        return true;
    }
    if eponym_after(&text[end..]) || saint_before(&text[..start]) {
        return true;
    }
    if in_table_header(text, start) || opens_subject(text, start, end) {
        return true;
    }
    let lowercase = !span.chars().any(char::is_uppercase);
    if lowercase && (determined(&text[..start]) || names_column(text, span)) {
        return true;
    }
    // Where the writer capitalises, a lowercase word no name list holds (`by video call`),
    // or an hour or a season that is also a given name (`from dawn to dusk`), is a word; a
    // listed name left in lowercase (`send it to kristen`), or a full one, may still be one.
    let word = !lower.contains(' ') && !listed(&lower, true);
    if lowercase && capitalises(text) && (word || HOURS_AND_SEASONS.contains(&trimmed)) {
        return true;
    }
    if EPONYM_CONDITIONS.contains(&lower.as_str()) && condition_after(&text[end..]) {
        return true;
    }
    // A reflexive pronoun (`admitting to myself`) is no one's name.
    let reflexive = lower.ends_with("self") || lower.ends_with("selves");
    if reflexive
        || PLACES.contains(&lower.as_str())
        || crate::en_things::names_a_thing(text, start, end, listed)
    {
        return true;
    }
    let words: Vec<&str> = lower.split(' ').filter(|w| !w.is_empty()).collect();
    // A derived word or a function word opening a sentence (`Reliable, quick, never
    // late.`, `Why did ...`, `Apart from the ham, ...`).
    if let [word] = words[..] {
        let derived = word.len() >= 7 && DERIVED_ENDINGS.iter().any(|e| word.ends_with(e));
        let function = FUNCTION_WORDS.contains(&word) || OPENING_ADVERBS.contains(&word);
        if (derived || function) && opens_sentence(text, start) && !listed(word, true) {
            return true;
        }
    }
    if PUBLIC_FIGURES.contains(&lower.as_str()) {
        return true;
    }
    if named_place(text, start, end, listed) && !person_frame(text, start, end, listed) {
        return true;
    }
    if words.is_empty() || !words.iter().all(|w| everyday(w)) {
        return false;
    }
    // Capitalised everyday words listed with another (`Milk, Eggs, Butter, Flour`).
    if !words.iter().any(|w| listed(w, false)) && listed_with_everyday(text, start, end) {
        return true;
    }
    // In lowercase chat a name is a given name (`ask sam`); a surname alone is rare there.
    if !span.chars().any(|c| c.is_uppercase()) {
        return !words.iter().any(|w| listed(w, false));
    }
    words.len() == 1 && opens_sentence(text, start) && !listed(words[0], true)
}

/// A person span cut to its name, or None when it holds none: everyday words in lowercase
/// at either end (`employee Leopold Varga`, `marco both`) and an everyday word opening the
/// sentence before capitalised words (`Employee Peregrine Netherwood`) are left out, unless
/// they are on the tagger's given-name list; a span `is_not_name` rejects holds no name. A capitalised everyday word at the end stays: surnames take that
/// form (`Grace Hall`).
pub(crate) fn refine(
    text: &str,
    mut start: usize,
    end: usize,
    listed: &dyn Fn(&str, bool) -> bool,
) -> Option<(usize, usize)> {
    text.get(start..end)?; // the tagger's spans fall on char boundaries; others hold no name
    let mut end = word_end(text, end);
    let trimmable = |w: &str| {
        let lower = w.to_ascii_lowercase();
        (everyday(&lower)
            || ROLES.contains(&lower.as_str())
            || crate::en_things::leading_non_name(w))
            && !listed(&lower, false)
            && !SURNAME_PARTICLES.contains(&lower.as_str())
    };
    loop {
        let span = &text[start..end];
        let Some((first, rest)) = span.split_once(' ') else {
            break;
        };
        let lowercase = first.chars().all(|c| c.is_lowercase());
        let opening = first.starts_with(|c: char| c.is_uppercase())
            && opens_sentence(text, start)
            && rest.starts_with(|c: char| c.is_uppercase());
        if !(trimmable(first) && (lowercase || opening)) {
            break;
        }
        start += first.len() + 1;
    }
    loop {
        let span = &text[start..end];
        let Some((rest, last)) = span.rsplit_once(' ') else {
            break;
        };
        // A weekday or month ends a rota or a date, never a name (`Arben Hoxha Wednesdays`).
        let lower = last.to_ascii_lowercase();
        let day = lower.strip_suffix('s').unwrap_or(&lower);
        let date_word = WEEKDAYS.contains(&day) || (MONTHS.contains(&day) && day.len() > 3);
        // A surname particle ends no name (`Bread bin, 1, 18.00`).
        let particle = SURNAME_PARTICLES.contains(&last);
        if !((last.chars().all(|c| c.is_lowercase()) && trimmable(last)) || date_word || particle) {
            break;
        }
        end = start + rest.len();
    }
    let (start, end) = (start, end.max(start));
    (!is_not_name(text, start, end, listed)).then_some((start, end))
}

/// Place names from GeoNames and ISO 3166, lowercase and sorted, none a name that people
/// bear (`gate/tools/places.py`, thirty-fourth round).
static PLACES_TXT: &str = include_str!("../data/places.txt");

/// The gazetteer's names, in the file's (byte) order, which `places.py` sorts.
fn gazetteer() -> &'static [&'static str] {
    static LIST: OnceLock<Vec<&'static str>> = OnceLock::new();
    LIST.get_or_init(|| {
        PLACES_TXT
            .lines()
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
            .collect()
    })
}

/// The lowercase words are a place of the gazetteer.
fn gazetteer_place(lower: &str) -> bool {
    gazetteer().binary_search(&lower).is_ok()
}

/// The capitalised span is a place of the gazetteer (`Whitechapel`, `Hafnarfjörður`), or
/// one that names a group or a building after it (`Hafnarfjörður Knitting Circle`: the last
/// word an everyday one); no word of it is on the tagger's name lists.
fn named_place(text: &str, start: usize, end: usize, listed: &dyn Fn(&str, bool) -> bool) -> bool {
    let span = text[start..end].trim_end_matches(['.', ',']);
    let words: Vec<&str> = span.split_whitespace().collect();
    if words.is_empty()
        || !words.iter().all(|w| w.starts_with(char::is_uppercase))
        || words.iter().any(|w| listed(&w.to_lowercase(), true))
    {
        return false;
    }
    let lower = |ws: &[&str]| ws.join(" ").to_lowercase();
    if gazetteer_place(&lower(&words)) {
        return true;
    }
    let last = words[words.len() - 1].to_lowercase();
    words.len() > 1
        && (everyday(&last) || GROUP_HEADS.contains(&last.as_str()))
        && (1..words.len()).any(|n| gazetteer_place(&lower(&words[..n])))
}

/// Verbs whose object right after them is a person, never a place (`Ask Bereket whether`).
#[rustfmt::skip]
const PERSON_OBJECT_VERBS: &[&str] = &[
    "ask", "asked", "tell", "told", "remind", "ping", "text", "texted", "email", "emailed",
    "message", "messaged", "thank", "thanked", "invite", "invited", "cc", "congratulate",
    "owe", "owes", "hug", "marry", "married", "babysit", "introduce", "introduced",
];

/// Labels of a mail header's people.
const HEADER_LABELS: &[&str] = &["from:", "to:", "cc:", "bcc:", "reply-to:", "sender:"];

/// Nouns that close the name of a group named for its place (`Hafnarfjörður Knitting
/// Circle`, `Dunedin Choir`).
#[rustfmt::skip]
const GROUP_HEADS: &[&str] = &[
    "circle", "society", "choir", "chorus", "orchestra", "band", "club", "team", "association",
    "guild", "trust", "council", "committee", "network", "collective", "union", "federation",
];

/// A preposition of place right before the span (`the cottage near Dingle wants`): what
/// follows is no subject a person verb takes, whatever the verb after it.
fn place_preposition_before(before: &str) -> bool {
    let word = before
        .trim_end_matches(' ')
        .rsplit(' ')
        .next()
        .unwrap_or("");
    PLACE_PREPOSITIONS.contains(&word.to_lowercase().as_str())
}

#[rustfmt::skip]
const PLACE_PREPOSITIONS: &[&str] = &[
    "near", "around", "outside", "via", "towards", "toward", "into", "through", "across",
    "beyond",
];

/// Frames a person's name takes and a place's does not: a context of `scan` (`my friend
/// X`, `X said`, `tell X`, `Hi X,`), a field or a chat label of a person, a title or a
/// relation right before it (`Mrs X`, `neighbour X`), a given name right before it (`Sarah
/// X`: the span is a surname), or a possessive after it (`X's birthday`).
fn person_frame(text: &str, start: usize, end: usize, listed: &dyn Fn(&str, bool) -> bool) -> bool {
    if place_preposition_before(&text[..start]) {
        return false;
    }
    let overlaps = |(s, e): (usize, usize)| s < end && start < e;
    let by_context = contexts().iter().any(|(rx, _)| {
        rx.captures_iter(text).any(|c| {
            ["name", "name2"]
                .iter()
                .filter_map(|k| c.name(k))
                .any(|m| overlaps((m.start(), m.end())))
        })
    });
    if by_context
        || crate::fields::person_values(text).into_iter().any(overlaps)
        || chat_speaker_labels(text).into_iter().any(overlaps)
    {
        return true;
    }
    let after = &text[end..];
    if after.starts_with("'s") || after.starts_with("\u{2019}s") {
        return true;
    }
    // A mail header's sender or recipient (`From: Pemba <pemba@example.org>`).
    let line = &text[text[..start].rfind('\n').map_or(0, |i| i + 1)..start];
    let header = HEADER_LABELS
        .iter()
        .any(|l| line.trim_start().to_lowercase().starts_with(l));
    let address = after
        .trim_start_matches(' ')
        .strip_prefix('<')
        .is_some_and(|a| a.split('>').next().is_some_and(|a| a.contains('@')));
    // A vocative closing its sentence (`Thanks for the evening, Larkspur!`), a he or she
    // opening the next one (`a card for Larkspur? She turns nine`), or a modal and a verb
    // only people take (`Bereket can't come`).
    let vocative =
        text[..start].trim_end_matches(' ').ends_with(',') && after.starts_with(['!', '?']);
    static TAKEN_UP: OnceLock<Regex> = OnceLock::new();
    let taken_up = TAKEN_UP.get_or_init(|| {
        Regex::new(r"^(?:[^.?!\n]{0,60}?[.?!]+ +(?:She|He)\b|,? (?:can't|cannot|won't|couldn't|can|will|could|might) (?:come|make it|join|attend|babysit|cook|drive|collect|pick)\b)")
            .expect("person frame after a span")
    });
    if header || address || vocative || taken_up.is_match(after) {
        return true;
    }
    let before = text[..start].trim_end_matches(' ');
    let word = before
        .rsplit(|c: char| !(c.is_alphanumeric() || c == '-'))
        .next()
        .unwrap_or("");
    let lower = word.trim_end_matches('.').to_lowercase();
    let relation =
        RELATIONS.split('|').any(|r| r == lower) || PERSON_OBJECT_VERBS.contains(&lower.as_str());
    let given = word.starts_with(char::is_uppercase) && listed(&lower, false);
    !word.is_empty() && (relation || given || crate::en_things::is_title(&lower))
}

/// The end of the word that `end` stops inside: the tagger cuts a name at letters it reads
/// apart (`Bích Ng|ọc`, `Vüqar H|əsənli`) or at an apostrophe or a hyphen inside it
/// (`Pa|'ahao`); a possessive `'s` is not part of the name.
fn word_end(text: &str, end: usize) -> usize {
    if !text[..end].ends_with(char::is_alphabetic) {
        return end;
    }
    let mut at = end;
    for (i, c) in text[end..].char_indices() {
        let rest = &text[end + i + c.len_utf8()..];
        // Joined by an apostrophe or a hyphen, but not a possessive `'s`.
        let joined = matches!(c, '\'' | '\u{2019}' | '-')
            && rest.starts_with(char::is_alphabetic)
            && rest
                .strip_prefix('s')
                .is_none_or(|r| r.starts_with(char::is_alphabetic));
        if !(c.is_alphabetic() || joined) {
            break;
        }
        at = end + i + c.len_utf8();
    }
    at
}

/// Person names found by contexts only a person takes, whatever the name's letters: a
/// relation before it (`my roommate Quentin`, `Grandpa Alaric`), `my name is`, a sign-off
/// (`Cheers, Birgit` ending its line), a label (`account holder Mireille Dufour`,
/// `attention of ...`, `booked under ...`), `let ... know`, a chat mention (`@sidonie can`),
/// the options of a who question (`Who is on call, Rustam or Ekow?`), a lowercase name after
/// a verb that takes a person (`remind dov to`), `X and I` opening a clause, the subject of
/// a verb only a person takes (`Osric needs the van`, `Is Eluned back from leave?`), the
/// object of one (`Tell Augustin I can't`), a greeting (`Hi Nurbolot and Cholpon,`) or
/// lowercase chat (`lunch w/ briallen`, `jess and marco both said`). The name is one or two
/// capitalised words (lowercase in chat), none of them an everyday word, role, month,
/// weekday or place; in the contexts a thing's name can also take, the general tagger must
/// lean towards it too (`person_lean` of `reading`, the tagger's reading of `text`).
pub(crate) fn scan(text: &str, reading: &GeneralReading) -> Vec<Candidate> {
    let mut out = Vec::new();
    let mut leaned = Vec::new();
    for (rx, reason) in contexts() {
        for (c, m) in rx.captures_iter(text).flat_map(|c| {
            ["name", "name2"]
                .into_iter()
                .filter_map(move |k| c.name(k).map(|m| (c.get(0), m)))
        }) {
            // `at Auntie Grill`, `to Uncle Sam's`: a place named after a person.
            let before = text[..c.map_or(m.start(), |w| w.start())].trim_end();
            let after_place_word = *reason == KINSHIP_TITLE
                && ["at", "in", "to", "from", "near"].iter().any(|p| {
                    before
                        .rsplit(' ')
                        .next()
                        .is_some_and(|w| w.eq_ignore_ascii_case(p))
                });
            if after_place_word {
                continue;
            }
            // A lowercase name in chat is not a function word or a verb form (`thanks for`,
            // `message inviting`).
            let ok = context_name(m.as_str());
            // `Granny Smith` is an apple, whatever the title before it says.
            let no_lists = |_: &str, _: bool| false;
            let thing = crate::en_things::names_a_thing(text, m.start(), m.end(), &no_lists);
            // `the cottage near Dingle wants`: a place after a preposition of place.
            let place = place_preposition_before(&text[..m.start()])
                && named_place(text, m.start(), m.end(), &no_lists);
            if ok && !thing && !place {
                if LEANED.contains(reason) {
                    leaned.push((m.start(), m.end(), *reason));
                    continue;
                }
                out.push(Candidate {
                    kind: Kind::Person,
                    start: m.start(),
                    end: m.end(),
                    score: 0.85,
                    reason: (*reason).to_string(),
                });
            }
        }
    }
    // `"name": "Signe Dahl"`, a table's `holder` column, a chat's `[06:52] Winta:`: one to
    // three capitalised words.
    static NAME_RX: OnceLock<Regex> = OnceLock::new();
    let name_rx = NAME_RX
        .get_or_init(|| Regex::new(&format!("^{NAME}(?: {NAME}){{0,2}}$")).expect("whole name"));
    let fields = crate::fields::person_values(text)
        .into_iter()
        .map(|v| (v, FIELD));
    let speakers = chat_speaker_labels(text)
        .into_iter()
        .map(|v| (v, CHAT_SPEAKER));
    for ((start, end), reason) in fields.chain(speakers) {
        let value = &text[start..end];
        let no_lists = |_: &str, _: bool| false;
        if name_rx.is_match(value)
            && context_name(value)
            && !(reason == CHAT_SPEAKER && agenda_item(value, &|w| reading.given_name(w)))
            && !crate::en_things::names_a_thing(text, start, end, &no_lists)
        {
            leaned.push((start, end, reason));
        }
    }
    let mut out = with_repeats(text, out);
    if !leaned.is_empty() {
        let spans: Vec<(usize, usize)> = leaned.iter().map(|&(s, e, _)| (s, e)).collect();
        let lean = reading.person_lean(&spans);
        for ((start, end, reason), lean) in leaned.into_iter().zip(lean) {
            if lean >= LEAN_MIN {
                // A field's value and a chat's speaker label hold the whole name: their span
                // outranks the tagger's part of it (`Ramírez` of `Xochitl Ramírez`).
                let whole = [FIELD, CHAT_SPEAKER].contains(&reason);
                out.push(Candidate {
                    kind: Kind::Person,
                    start,
                    end,
                    score: if whole { 1.0 } else { 0.85 },
                    reason: reason.to_string(),
                });
            }
        }
    }
    out
}

/// A one-word label between a time stamp and a colon that is a noun by its ending
/// (`[09:00] Registration:`, `Assessment:`, `Fellowship:`) names an agenda's item, not a
/// chat's speaker, unless it is on the given-name list; the stem before the ending is at
/// least four letters, so short names keep theirs (`Clement`).
fn agenda_item(label: &str, given_name: &dyn Fn(&str) -> bool) -> bool {
    let lower = label.to_lowercase();
    !lower.contains(' ')
        && !given_name(&lower)
        && NOUN_ENDINGS.iter().any(|e| {
            lower
                .strip_suffix(e)
                .is_some_and(|stem| stem.chars().count() >= 4)
        })
}

/// Endings that make a noun of a verb or an adjective and that given names do not take.
const NOUN_ENDINGS: &[&str] = &["tion", "sion", "ment", "ness", "ship", "ism"];

/// Lowercase names found by a context, and each other time the same word stands alone in
/// the text (`help me text nayra`, `bring it up with teiki`): in chat a name found once names
/// the same person wherever it recurs, whatever stands around it there.
fn with_repeats(text: &str, mut out: Vec<Candidate>) -> Vec<Candidate> {
    let lowercase: Vec<(String, String)> = out
        .iter()
        .filter(|c| text[c.start..c.end].starts_with(|ch: char| ch.is_lowercase()))
        .map(|c| (text[c.start..c.end].to_string(), c.reason.clone()))
        .collect();
    for (name, reason) in lowercase {
        for (at, _) in text.match_indices(name.as_str()) {
            let end = at + name.len();
            let alone = !text[..at].ends_with(|c: char| c.is_alphanumeric())
                && !text[end..].starts_with(|c: char| c.is_alphanumeric());
            if alone && !out.iter().any(|c| c.start < end && at < c.end) {
                out.push(Candidate {
                    kind: Kind::Person,
                    start: at,
                    end,
                    score: 0.85,
                    reason: reason.clone(),
                });
            }
        }
    }
    out
}

/// A name a context found: no word of it a function word or verb form in lowercase, an
/// everyday word, role, month, weekday, place or pronoun-like word.
fn context_name(name: &str) -> bool {
    let lowercase = name.starts_with(|c: char| c.is_lowercase());
    name.split(' ').all(|w| {
        let lower = w.to_lowercase();
        let form = ["ing", "ed", "ly", "tion"]
            .iter()
            .any(|e| lower.ends_with(e));
        !(lowercase && (form || FUNCTION_WORDS.contains(&lower.as_str())))
            && !everyday(&lower)
            && !ROLES.contains(&lower.as_str())
            && !MONTHS.contains(&lower.as_str())
            && !WEEKDAYS.contains(&lower.as_str())
            && !PLACES.contains(&lower.as_str())
            && !NOT_CONTEXT_NAMES.contains(&lower.as_str())
    })
}

/// Names joined to a found name by `and`, `or` or `&` (`Rufaro Mushonga and Tendekai`,
/// `Gwen and Raj`): one or two capitalised words that pass the context checks, name no
/// thing and that the general tagger leans towards. `found` holds the person spans found
/// so far; text with Hangul is left to the Korean rules. `reading` is the general tagger's
/// reading of `text`.
pub(crate) fn coordinated(
    text: &str,
    found: &[(usize, usize)],
    reading: &GeneralReading,
) -> Vec<Candidate> {
    static RX: OnceLock<(Regex, Regex)> = OnceLock::new();
    let (after_rx, before_rx) = RX.get_or_init(|| {
        (
            Regex::new(&format!(r"^,? (?:and|or|&) (?P<name>{NAME}(?: {NAME})?)\b"))
                .expect("coordination pattern"),
            Regex::new(&format!(
                r"(?:^|[^\p{{L}}]|\p{{Ll}} )(?P<name>{NAME}(?: {NAME})?),? (?:and|or|&) $"
            ))
            .expect("coordination pattern"),
        )
    });
    if text.chars().any(|c| ('\u{AC00}'..='\u{D7A3}').contains(&c)) {
        return Vec::new();
    }
    let mut hits: Vec<(usize, usize)> = Vec::new();
    for &(start, end) in found {
        let (Some(before), Some(after)) = (text.get(..start), text.get(end..)) else {
            continue;
        };
        let after_hit = after_rx
            .captures(after)
            .and_then(|c| c.name("name"))
            .map(|m| (end + m.start(), end + m.end()));
        let from = start.saturating_sub(60);
        let from = (from..=start)
            .find(|&i| text.is_char_boundary(i))
            .unwrap_or(start);
        let before_hit = before_rx
            .captures(&before[from..])
            .and_then(|c| c.name("name"))
            .map(|m| (from + m.start(), from + m.end()));
        for (s, e) in after_hit.into_iter().chain(before_hit) {
            let overlaps = |&(a, b): &(usize, usize)| a < e && s < b;
            let no_lists = |_: &str, _: bool| false;
            if !found.iter().any(overlaps)
                && !hits.iter().any(overlaps)
                && context_name(&text[s..e])
                && !crate::en_things::names_a_thing(text, s, e, &no_lists)
            {
                hits.push((s, e));
            }
        }
    }
    if hits.is_empty() {
        return Vec::new();
    }
    let lean = reading.person_lean(&hits);
    hits.into_iter()
        .zip(lean)
        .filter(|&(_, l)| l >= LEAN_MIN)
        .map(|((start, end), _)| Candidate {
            kind: Kind::Person,
            start,
            end,
            score: 0.85,
            reason: "person name (joined to a name by and / or)".to_string(),
        })
        .collect()
}

/// A capitalised name word (`Ingrid`, `Saint-Fleur`, `D'Mello`).
const NAME: &str = r"\p{Lu}\p{Ll}+(?:[-'\u{2019}]\p{Lu}?\p{Ll}+)?";

/// Contexts that a thing's name can also take (`Airport thinks`, `Ask Vanguard for a
/// refund`): their names must also be ones the general tagger leans towards.
const LEANED: &[&str] = &[SUBJECT, IS_AWAY, OBJECT, GREETING, CHAT_SPEAKER, FIELD];
const FIELD: &str = "person name (a field labelled as a person's)";
const CHAT_SPEAKER: &str = "person name (chat speaker)";
const GREETING: &str = "person name (greeting)";
const LEAN_MIN: f64 = -50.0;
const SUBJECT: &str = "person name (subject of a verb only a person takes)";
const IS_AWAY: &str = "person name (is ... on leave)";
const OBJECT: &str = "person name (after a verb that takes a person)";

/// Words that follow these contexts capitalised without being names.
#[rustfmt::skip]
const NOT_CONTEXT_NAMES: &[&str] = &[
    "i", "me", "you", "he", "she", "we", "they", "it", "him", "her", "us", "them", "everyone",
    "everybody", "someone", "anyone", "all", "team", "the", "a", "an", "this", "that", "mr",
    "mrs", "ms", "dr", "sir", "madam", "dear", "thanks", "thank", "cheers", "regards", "best",
    "love", "google", "siri", "alexa", "slack", "support", "hr", "admin",
    // words after a chat verb or an @ that are not people (`call ahead`, `@here`)
    "ahead", "apart", "off", "out", "up", "today", "tomorrow", "tonight", "someone", "somebody",
    "anybody", "whoever", "guys", "folks", "mum", "mom", "dad", "nan", "gran", "grandma",
    "grandpa", "sis", "bro", "mate", "babe", "hun", "channel", "here", "everyone", "goodness",
    "god", "heaven", "heavens", "chatgpt", "claude", "gemini", "copilot", "cortana", "bixby",
    // subjects and objects of person verbs that are not people (`Legal says`, `Nobody wants`,
    // `Why did ... draw`)
    "what", "which", "who", "why", "how", "where", "there", "each", "either", "neither", "both", "nobody", "none",
    "something", "everything", "nothing", "anything", "another", "others", "people", "legal",
    "finance", "marketing", "sales", "management", "security", "engineering", "accounts",
    "payroll", "reception", "design", "product", "procurement", "compliance", "facilities",
    "leadership", "board", "council", "school", "office", "family", "everyone's", "she's",
    "he's", "mine", "yours", "ours", "theirs", "his", "hers", "one", "some", "most", "many",
    "half", "then", "now", "also", "only", "just", "still", "even", "again", "okay", "ok",
    "yes", "no", "sorry", "please", "hi", "hello", "hey", "so", "but", "and", "or", "if",
    "when", "while", "because", "since", "unless", "whether", "though", "although", "rev",
    "prof", "fr", "sr", "jr", "st", "mx", "miss", "lord", "lady", "father", "mother",
    "sister", "brother", "pastor", "rabbi", "imam", "coach", "officer",
];

/// Function words a lowercase chat context can catch (`thanks for the`).
#[rustfmt::skip]
const FUNCTION_WORDS: &[&str] = &[
    "for", "the", "to", "of", "in", "on", "at", "with", "from", "by", "about", "all", "any",
    "some", "this", "that", "these", "those", "and", "but", "so", "if", "when", "what", "which",
    "who", "how", "why", "where", "there", "then", "than", "not", "no", "yes", "just", "also",
    "very", "really", "still", "into", "onto", "under", "once", "every", "its", "our", "your",
    "his", "her", "their", "my", "me", "him", "them", "us", "you", "it", "one", "two", "lots",
    "much", "more", "most", "less", "few", "many", "such", "same", "other", "own", "anything",
    "everything", "something", "nothing", "everybody", "nobody", "sure", "please", "pls", "plz",
    "thx", "ty", "ok", "okay", "lol", "btw", "asap", "via", "per", "like", "new", "has", "have",
    "had", "was", "were", "is", "are", "did", "does", "will", "would", "can", "could", "should",
];

const KINSHIP_TITLE: &str = "person name (English kinship title)";
const MENTION: &str = "person name (@mention)";

// Word boundaries next to ASCII words are ASCII ones (`(?-u:\b)`): a Unicode `\b` sends
// the regex engine to its slow path on any text with Hangul or accents (tenfold on 2 KB).
/// Relations a name follows after a possessive (`my roommate Quentin`).
const RELATIONS: &str = "son|daughter|sister|brother|brother-in-law|sister-in-law|son-in-law|daughter-in-law|wife|husband|partner|roommate|flatmate|housemate|coworker|co-worker|colleague|boss|friend|best friend|neighbour|neighbor|cousin|niece|nephew|uncle|aunt|grandma|grandpa|grandmother|grandfather|mum|mom|dad|mother|father|stepson|stepdaughter|stepmother|stepfather|fianc[eé]e?|girlfriend|boyfriend|landlord|landlady|tenant|kid|child|grandson|granddaughter|godson|goddaughter|mother-in-law|father-in-law|manager|supervisor|line manager|tutor|mentor|therapist|flatmate|teammate|classmate|bandmate";

fn contexts() -> &'static [(Regex, &'static str)] {
    static RX: OnceLock<Vec<(Regex, &'static str)>> = OnceLock::new();
    RX.get_or_init(|| {
        let full = format!(r"(?P<name>{NAME}(?: {NAME})?)");
        let one = format!(r"(?P<name>{NAME})");
        let rx = |p: String| Regex::new(&p).expect("English name context pattern");
        vec![
            (
                rx(format!(
                    r"(?i:\b(?:my|our|your|his|her|their) (?:{RELATIONS})) {full}"
                )),
                "person name (English relation before it)",
            ),
            (
                rx(format!(r"\b(?:Grandpa|Grandma|Granny|Grandad|Granddad|Nana|Uncle|Aunt|Auntie) {full}")),
                KINSHIP_TITLE,
            ),
            (
                rx(format!(r"(?i:\bmy name(?:'s| is)) {full}")),
                "person name (my name is)",
            ),
            (
                rx(format!(
                    r"(?m)(?:^|[.!?] +)(?i:cheers|thanks|many thanks|thank you|best|best wishes|all the best|regards|kind regards|warm regards|sincerely|love|yours)[,!]? *\n? *{full} *$"
                )),
                "person name (English sign-off)",
            ),
            (
                rx(format!(
                    r"(?i:\b(?:account holder|cardholder|card holder|attention of|attn\.?:?|booked under|under the name(?: of)?|in the name of|(?:book|reserve)\b[^.\n]{{0,30}}? under)) {full}"
                )),
                "person name (English label)",
            ),
            (
                rx(format!(r"\b(?i:let) {one} know\b")),
                "person name (let ... know)",
            ),
            // Chat mentions: `@sidonie can you review`; not a decorator or annotation,
            // which ends its line or comes before code.
            (
                rx(r"(?:^|[\s(])@(?P<name>[a-z]{3,})[ ,:] *(?:[^ \n]|$)".to_string()),
                MENTION,
            ),
            // The options of a question about who: `Who is on call, Rustam or Ekow?`.
            (
                rx(format!(r"(?m)(?:^|[.!?] +)(?i:who(?:'s|\u{{2019}}s|\b))[^.?!\n]*?,? (?P<name>{NAME}) or (?P<name2>{NAME})\?")),
                "person name (options of a who question)",
            ),
            // Lowercase chat after a verb that takes a person: `remind dov to`, `ping lorcan
            // about`, `thank lucasta for`, `tell sefa and losa we're`.
            (
                rx(r"(?-u:\b)(?i:remind|tell|ping|call|thank|thanks|ask|text|message|dm|cc) (?P<name>[a-z]{3,})(?: and (?P<name2>[a-z]{3,}))? (?:to|about|for|back|that|tomorrow|today|tonight|the|we|if|when|on|at|i|is|has|can|will)(?-u:\b)".to_string()),
                "person name (lowercase, after a verb that takes a person)",
            ),
            // A subject that only a person is: one or two names opening a sentence, a
            // clause or a list item before a verb of saying, wanting or being away
            // (`Osric needs the van`, `Fenella and Cathal are hosting`, `, Dragoslav is off`).
            (
                rx(format!(
                    r"(?:^|[^\p{{L}}'\u{{2019}}])(?P<name>{NAME}(?: {NAME})?)(?: (?:and|or|&) (?P<name2>{NAME}))? (?:{PERSON_PREDICATES})(?-u:\b)"
                )),
                SUBJECT,
            ),
            // `Is Aarushi still on leave?`, `Is Eluned back from leave yet?`
            (
                rx(format!(
                    r"\b(?:Is|Was|Will) (?P<name>{NAME}) (?:still )?(?:on leave|off (?:today|tomorrow|sick|work)|out (?:today|sick|of (?:the )?office)|away|sick|back (?:from|at work|in the office|yet|today|tomorrow)|in (?:today|the office)|coming|joining)\b"
                )),
                IS_AWAY,
            ),
            // A name after a verb that takes a person, before a word or a stop that ends
            // the object (`Tell Augustin I can't`, `ping Aitor if`, `copy in Lacsamana.`,
            // `hear back from Morwenna about`).
            (
                rx(format!(
                    r"(?m)(?-u:\b)(?i:tell|ask|ping|remind|thank|cc|copy|copy in|loop in|blame|blaming|invite|congratulate|hear back from|heard back from|hear from|heard from) (?P<name>{NAME}(?: {NAME})?)(?:[.,;:!?)]|$| (?:I|I'm|I've|I'll|if|to|about|that|too|know|we|when|why|how|what|and|or)(?-u:\b))"
                )),
                OBJECT,
            ),
            (
                rx(format!(
                    r"\b(?i:thank|thanks|blame|blaming|congratulate|forgive|pay back|reimburse) (?P<name>{NAME}(?: {NAME})?) for\b"
                )),
                OBJECT,
            ),
            // A call or a meeting with a time or a purpose after it (`call Ingeborg after
            // lunch`, `meeting Rasmus for coffee`, `Met Fenwick at the conference`).
            (
                rx(format!(
                    r"(?-u:\b)(?i:call|ring|phone|rang|called|calling|meet|met|meeting|text|texted|email|emailed|message|messaged) (?P<name>{NAME}(?: {NAME})?) (?:after|before|tomorrow|tonight|today|later|back|this (?:morning|afternoon|evening|week|weekend)|next (?:week|weekend)|on (?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|for (?:a )?(?:coffee|lunch|dinner|drinks?|breakfast|brunch|catch-up|walk)|at the|in the (?:morning|afternoon|evening))(?-u:\b)"
                )),
                OBJECT,
            ),
            // A subject that a gendered possessive or object takes up in its clause
            // (`Alasdair keeps leaving his dishes`, `if Ondine has lost her keys`).
            (
                rx(format!(
                    r"(?m)(?:^|[.!?;] +|(?-u:\b)(?i:and|but|so|because|since|when|if|until|unless|once) )(?P<name>{NAME}) (?:keeps|kept|got|gets|has|hasn't|had|hadn't|does|doesn't|did|didn't|won't|will|wasn't|isn't|is|was|can't|couldn't|never|always|still|just)(?-u:\b)[^.?!\n]{{0,60}}?(?-u:\b)(?:his|her|him|himself|herself)(?-u:\b)"
                )),
                SUBJECT,
            ),
            // An object that a gendered pronoun takes up in the next clause (`Wrote to
            // Lysander yesterday and he`, `Lend Corentin my drill? He never`).
            (
                rx(format!(
                    r"(?-u:\b)(?i:to|with|from|told|asked|tell|ask|call|called|lend|lent|give|gave|send|sent|met|meet|invite|invited|thank|thanked|owe|owes) (?P<name>{NAME})(?: [A-Za-z]+){{0,4}}?[,.!?]? (?:(?:and|but|so|because) )?(?i:he|she) [a-z]"
                )),
                OBJECT,
            ),
            // A question about what a person needs or thinks (`Does Ignatius need a visa`).
            (
                rx(format!(
                    r"(?-u:\b)(?:Does|Did|Would|Will|Can|Could|Should) (?P<name>{NAME}) (?:need|want|know|mind|think|agree|remember|fancy|prefer|feel)(?-u:\b)"
                )),
                SUBJECT,
            ),
            // A greeting opening its line: `Hi Nurbolot and Cholpon,`.
            (
                rx(format!(
                    r"(?m)^ *(?i:hi|hello|hey|dear|morning|good morning|evening) (?P<name>{NAME}(?: {NAME})?)(?: (?:and|&) (?P<name2>{NAME}))? *(?:[,!:]|$)"
                )),
                GREETING,
            ),
            // Lowercase chat: `lunch w/ briallen and cressida`, `jess and marco both said`,
            // `my landlord pete saying`.
            (
                rx(r"(?:^|\s)w/ (?P<name>[a-z]{3,})(?: and (?P<name2>[a-z]{3,}))?\b".to_string()),
                "person name (lowercase, with w/)",
            ),
            (
                rx(r"(?m)(?:^|[.!?:,] +|(?-u:\b)(?:so|and|but|lol|omg|haha|ok|ugh|now|tbh|cos|coz|cuz|because|yeah) )(?P<name>[a-z]{3,})(?: and (?P<name2>[a-z]{3,}))? (?:both |just |still |now |also )?(?:said|says|told|asked|ate|left|texted|called|messaged|replied|agreed|promised|reckons|thinks|borrowed|borrowd|borowed|lent|owes|has (?:my|our|your|her|his)|can't make|cant make|is bringing|brings)(?-u:\b)".to_string()),
                "person name (lowercase subject of a verb only a person takes)",
            ),
            (
                rx(r"(?i:\b(?:my|our|your) (?:landlord|landlady|boss|manager|roommate|flatmate|housemate|coworker|colleague|friend|neighbour|neighbor|cousin|sister|brother|partner|tutor|teacher)) (?P<name>[a-z]{3,}) (?:saying|says|said|asked|wants|told|who|and)\b".to_string()),
                "person name (lowercase, relation before it)",
            ),
            // `Amabel and I share a van`.
            (
                rx(format!(r"(?m)(?:^|[.!?,;:] +|(?-u:\b)(?i:with|me|between) )(?P<name>{NAME}) and I(?-u:\b)")),
                "person name (X and I)",
            ),
        ]
    })
}

/// The speaker labels of an exported chat's lines: the text between the time stamp that
/// opens a line and the colon after it. A stamp is a time in brackets, with a date or 오전/오후
/// (AM/PM) in them or not (`[21:03]`, `[오후 3:12]`), or a date and a time before a dash
/// (`22/03/2026, 19:41 -`, `3/22/26, 7:41 PM -`); a time alone opens an agenda's line as
/// often (`10:30 Keynote:`), so it is not one.
pub(crate) fn chat_speaker_labels(text: &str) -> Vec<(usize, usize)> {
    static RX: OnceLock<Regex> = OnceLock::new();
    let rx = RX.get_or_init(|| {
        Regex::new(r"^(?:\[(?:[0-9]{1,4}[./-][0-9]{1,2}[./-][0-9]{1,4},? )?(?:오전 |오후 )?[0-9]{1,2}:[0-9]{2}(?::[0-9]{2})?(?: ?[AaPp]\.?[Mm]\.?)?\]|[0-9]{1,4}[./-][0-9]{1,2}[./-][0-9]{1,4},? [0-9]{1,2}:[0-9]{2}(?::[0-9]{2})?(?: ?[AaPp][Mm])? [-–]) (?P<name>[^:\n]{1,40}?) ?:")
            .expect("chat speaker pattern")
    });
    let mut out = Vec::new();
    let mut at = 0;
    for line in text.split('\n') {
        // Only a line opening with a bracket or a digit can hold a stamp.
        if line.starts_with(|c: char| c == '[' || c.is_ascii_digit()) {
            if let Some(m) = rx.captures(line).and_then(|c| c.name("name")) {
                out.push((at + m.start(), at + m.end()));
            }
        }
        at += line.len() + 1;
    }
    out
}

/// Verbs and predicates whose subject is a person (never a product or a place).
const PERSON_PREDICATES: &str = "asked|asks|told|tells|said|says|thinks|thought|wants|wanted|needs|agreed|promised|replied|emailed|texted|messaged|mentioned|suggested|offered|volunteered|apologi[sz]ed|complained|decided|owns|brings|brought|finished|hosted|signed|(?:is|are|was|were) (?:hosting|out today|off (?:today|tomorrow|sick|on|this|next|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|away|on leave|sick|back from|blocked|being|leaving|joining|organi[sz]ing|bringing|presenting|demoing)|has (?:closed|agreed|asked|offered|volunteered)|just (?:ate|left|said|told|asked)|did it|can't make|can swap|can cover";

/// A number right before the span, over spaces and commas (`Tue, 3 Jun`).
fn digit_before(text: &str, start: usize) -> bool {
    text[..start]
        .trim_end_matches([' ', ','])
        .chars()
        .next_back()
        .is_some_and(|c| c.is_ascii_digit())
}

/// A number right after the span, over spaces, commas and a full stop (`Mar 4`, `Sept. 12`).
fn digit_after(text: &str, end: usize) -> bool {
    text[end..]
        .trim_start_matches([' ', ',', '.'])
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_digit())
}

/// A month word (`April`, `June`) listed with another month, or after a word of time
/// (`until June`, `from April,`), is the month, not a person of that name.
fn month_context(text: &str, start: usize, end: usize) -> bool {
    let is_month = |w: &str| MONTHS.contains(&w.to_ascii_lowercase().trim_end_matches('.'));
    let before = text[..start].trim_end();
    let after = text[end..].trim_start();
    const LINKS: [&str; 4] = ["and", "or", "to", "through"];
    let next = |s: &str| {
        s.trim_start_matches([',', ' '])
            .split(|c: char| !c.is_alphabetic())
            .find(|w| !w.is_empty() && !LINKS.contains(w))
            .is_some_and(is_month)
    };
    let mut prev = before
        .rsplit(|c: char| !c.is_alphabetic())
        .filter(|w| !w.is_empty());
    let prev_word = prev.next().unwrap_or("");
    let prev_month = if LINKS.contains(&prev_word) {
        prev.next().is_some_and(is_month)
    } else {
        before.ends_with(',') && is_month(prev_word)
    };
    let time_word = [
        "in", "until", "till", "since", "through", "before", "after", "early", "late", "mid",
        "next", "last", "this", "end", "start",
    ]
    .contains(&prev_word.to_ascii_lowercase().as_str());
    let from_pause = prev_word.eq_ignore_ascii_case("from")
        && (after.is_empty() || after.starts_with([',', '.', ';', '!', '?']));
    prev_month || next(after) || time_word || from_pause
}

/// The span is followed by a possessive and a noun that eponymous terms take.
fn eponym_after(rest: &str) -> bool {
    let rest = rest
        .strip_prefix("'s ")
        .or_else(|| rest.strip_prefix("\u{2019}s "))
        .or_else(|| rest.strip_prefix("' "))
        .or_else(|| rest.strip_prefix("\u{2019} "));
    let Some(rest) = rest else {
        return false;
    };
    // `Kepler's second law`: an ordinal may come before the noun.
    let rest = ["first ", "second ", "third "]
        .iter()
        .find_map(|o| rest.strip_prefix(o))
        .unwrap_or(rest);
    let noun = crate::context::leading_ascii_word(rest);
    // A capitalised noun makes the whole a proper name (`Natasha's Law`, `St Swithin's Day`,
    // `Arthur's Seat`): a law, a feast, a place.
    EPONYM_NOUNS.contains(&noun.to_ascii_lowercase().as_str())
        && noun.starts_with(|c: char| c.is_ascii_lowercase())
        || (noun.starts_with(|c: char| c.is_ascii_uppercase())
            && (EPONYM_NOUNS.contains(&noun.to_ascii_lowercase().as_str())
                || PROPER_POSSESSED.contains(&noun)))
}

/// Capitalised nouns after a possessive that make a feast, a law or a place of the whole
/// (`Valentine's Day`, `Hadrian's Wall`, `Guy's Hospital`).
#[rustfmt::skip]
const PROPER_POSSESSED: &[&str] = &[
    "Day", "Eve", "Night", "Law", "Act", "Seat", "Wall", "Church", "Cathedral", "Chapel",
    "Hospital", "College", "School", "Park", "Square", "Green", "Cross", "Hill", "Castle",
    "Abbey", "Island", "Bay", "Bridge", "Well", "Wood", "Fair", "Market", "Lane", "Road",
    "Street",
];

/// `St`, `St.` or `Saint` right before the span: a saint, and the feast, church or place
/// named after one (`St Andrew's Day`), not a person of the request.
fn saint_before(before: &str) -> bool {
    ["St ", "St. ", "Saint "].iter().any(|p| {
        before
            .strip_suffix(p)
            .is_some_and(|b| !b.ends_with(|c: char| c.is_alphanumeric()))
    })
}

/// A single word opening an e-mail's subject line before a lowercase word or the line's end
/// (`Subject: Choir robes`, `Subject: Rehearsals`): the topic of the mail, not a person.
fn opens_subject(text: &str, start: usize, end: usize) -> bool {
    let line_start = text[..start].rfind('\n').map_or(0, |i| i + 1);
    let opens = text[line_start..start]
        .strip_prefix("Subject:")
        .is_some_and(|gap| gap.trim().is_empty());
    let rest = &text[end..];
    let next = rest.trim_start_matches(' ');
    let closes = next.is_empty()
        || next.starts_with(['\n', '\r'])
        || (next.len() < rest.len() && next.starts_with(char::is_lowercase));
    opens && !text[start..end].contains(' ') && closes
}

/// The span stands in the header row of a Markdown table (the row before `|---|`), which
/// names columns (`| Walker | Dog | Time |`), not people.
fn in_table_header(text: &str, start: usize) -> bool {
    let line_start = text[..start].rfind('\n').map_or(0, |i| i + 1);
    let line_end = text[start..].find('\n').map_or(text.len(), |i| start + i);
    let next = text.get(line_end + 1..).unwrap_or("");
    let next = next.split('\n').next().unwrap_or("").trim();
    text[line_start..].starts_with('|')
        && next.starts_with('|')
        && next.contains("--")
        && next.chars().all(|c| matches!(c, '|' | '-' | ':' | ' '))
}

/// Words that make a lowercase word after them, or after one noun after them, a thing.
#[rustfmt::skip]
const DETERMINING: &[&str] = &[
    "a", "an", "the", "this", "these", "those", "our", "my", "your", "his", "her", "their",
    "its", "one", "some", "any", "every", "each", "another",
];

/// Everyday words for people, besides relations and roles, that a name may follow in
/// lowercase chat (`my mate dave`, `our lodger tom`).
#[rustfmt::skip]
const PEOPLE: &[&str] = &[
    "mate", "pal", "buddy", "bro", "sis", "lodger", "guy", "girl", "boy", "lad", "bloke", "ex",
    "nan", "nana", "gran", "granny", "grandad", "auntie", "nanny", "babysitter", "childminder",
    "carer", "cleaner", "plumber", "builder", "dentist", "vet", "physio", "trainer",
    "instructor", "sitter", "twin", "bestie", "hubby",
];

/// A lowercase word after a determiner, a possessive or a number, directly or after one
/// everyday noun (`one gazebo`, `the dog walker's`, `our school café`), is a thing: a name
/// there follows a relation or a role (`my manager david`). Not `that`, which also opens a
/// clause (`remind akinyi that awino ...`).
fn determined(before: &str) -> bool {
    if !before.ends_with(' ') {
        return false;
    }
    let mut words = before.split_whitespace().rev();
    let determiner =
        |w: Option<&str>| w.is_some_and(|w| DETERMINING.contains(&w.to_lowercase().as_str()));
    let Some(prev) = words.next() else {
        return false;
    };
    if prev.chars().all(char::is_lowercase) && determiner(Some(prev)) {
        return true;
    }
    let noun = prev.chars().all(|c| c.is_ascii_lowercase())
        && everyday(prev)
        && !FUNCTION_WORDS.contains(&prev)
        && !ROLES.contains(&prev)
        && !PEOPLE.contains(&prev)
        && !RELATIONS.split('|').any(|r| r == prev);
    noun && determiner(words.next())
}

/// Hours and seasons that are also given names.
const HOURS_AND_SEASONS: &[&str] = &["dawn", "summer", "autumn", "winter"];

/// Whether the writer capitalises: the text and each sentence in it open with a capital
/// letter, and no lowercase `i` stands for the writer. Such a writer capitalises names too,
/// so a lowercase span there is a word (`from dawn to dusk`, `by video call`); lowercase chat
/// (`ok so jess said`, `@sidonie can you`) keeps its names.
fn capitalises(text: &str) -> bool {
    let mut opening = true;
    for w in text.split_whitespace() {
        let first = w.chars().find(|c| c.is_alphabetic());
        if (opening && first.is_some_and(char::is_lowercase)) || w == "i" || w.starts_with("i'") {
            return false;
        }
        opening = w.ends_with(['.', '!', '?']);
    }
    true
}

/// The lowercase span names a column of comma-separated lines in the text (`lane,swimmer`
/// over `2,Tserendorj Anujin`, then `sorted by lane`): a header row is the first line with
/// commas that the next line matches in count.
fn names_column(text: &str, span: &str) -> bool {
    let lines: Vec<&str> = text.lines().collect();
    lines.iter().enumerate().any(|(i, line)| {
        let commas = line.matches(',').count();
        let first = i == 0 || !lines[i - 1].contains(',');
        let matched = lines
            .get(i + 1)
            .is_some_and(|n| n.matches(',').count() == commas);
        commas > 0 && first && matched && line.split(',').any(|c| c.trim() == span)
    })
}

/// The span is an item of a list (`,` or `;` between) next to an item that is a capitalised
/// everyday word (`Milk, Eggs, Butter, Flour`).
fn listed_with_everyday(text: &str, start: usize, end: usize) -> bool {
    let item = |w: &str| {
        let w = w.trim_matches(|c: char| !c.is_alphabetic());
        w.starts_with(|c: char| c.is_uppercase()) && everyday(&w.to_ascii_lowercase())
    };
    let before = text[..start].trim_end_matches(' ');
    let prev = before
        .strip_suffix([',', ';'])
        .and_then(|b| b.trim_end().rsplit([' ', ',', ';', ':', '\n']).next())
        .is_some_and(item);
    let next = text[end..]
        .trim_start_matches(' ')
        .strip_prefix([',', ';'])
        .and_then(|a| a.trim_start().split(|c: char| !c.is_alphabetic()).next())
        .is_some_and(item);
    prev || next
}

/// A possessive that ends the phrase or comes before a word that a condition takes
/// (`Parkinson's?`, `Crohn's is`, `Alzheimer's symptoms`), not before a thing a person owns.
fn condition_after(rest: &str) -> bool {
    let Some(rest) = ["'s", "\u{2019}s", "'", "\u{2019}"]
        .iter()
        .find_map(|p| rest.strip_prefix(p))
    else {
        return false;
    };
    let word: String = rest
        .trim_start_matches(' ')
        .chars()
        .take_while(|c| c.is_alphabetic())
        .collect();
    word.is_empty()
        || [
            "is",
            "and",
            "or",
            "has",
            "runs",
            "run",
            "affects",
            "symptoms",
            "medication",
            "meds",
            "patients",
            "nurse",
            "diagnosis",
            "treatment",
            "hereditary",
            "genetic",
            "curable",
            "progress",
            "progression",
            "research",
            "support",
            "flare",
            "flares",
            "care",
        ]
        .contains(&word.to_lowercase().as_str())
}

/// The span opens the text, a line or a sentence.
fn opens_sentence(text: &str, start: usize) -> bool {
    match text[..start]
        .trim_end_matches([' ', '\t'])
        .chars()
        .next_back()
    {
        None => true,
        Some(c) => matches!(
            c,
            '\n' | '\r' | '.' | '!' | '?' | ':' | ';' | '"' | '(' | '>' | '*' | '-'
        ),
    }
}

/// An everyday word, or its plural, third-person, past or -ing form.
fn everyday(w: &str) -> bool {
    let known = |s: &str| COMMON.binary_search(&s).is_ok();
    if known(w) {
        return true;
    }
    let stems = [
        w.strip_suffix('s'),
        w.strip_suffix("es"),
        w.strip_suffix("ed"),
        w.strip_suffix('d'),
        w.strip_suffix("ing"),
    ];
    stems
        .into_iter()
        .flatten()
        .any(|s| !s.is_empty() && (known(s) || known(&format!("{s}e"))))
}

/// Lowercase particles that belong to a surname (`van Conti`, `de la Cruz`).
#[rustfmt::skip]
const SURNAME_PARTICLES: &[&str] = &[
    "van", "von", "der", "den", "de", "da", "di", "del", "della", "le", "la", "du", "dos", "das",
    "bin", "ibn", "al", "el", "ter", "ten", "st",
];

/// Role nouns that label a person before the name (`employee Leopold Varga`).
#[rustfmt::skip]
const ROLES: &[&str] = &[
    "employee", "staff", "worker", "tenant", "landlord", "patient", "customer", "client",
    "student", "pupil", "user", "member", "candidate", "applicant", "driver", "manager",
    "colleague", "coworker", "neighbour", "neighbor", "teacher", "professor", "nurse",
    "doctor", "dr", "contractor", "intern", "trainee", "volunteer", "guest", "passenger",
    "resident", "supplier", "vendor", "director", "officer", "agent", "coach", "captain",
];

#[rustfmt::skip]
pub(crate) const MONTHS: &[&str] = &[
    "jan", "january", "feb", "february", "mar", "march", "apr", "april", "may", "jun", "june",
    "jul", "july", "aug", "august", "sep", "sept", "september", "oct", "october", "nov", "november",
    "dec", "december",
];

#[rustfmt::skip]
pub(crate) const WEEKDAYS: &[&str] = &[
    "mon", "monday", "tue", "tues", "tuesday", "wed", "wednesday", "thu", "thur", "thurs",
    "thursday", "fri", "friday", "sat", "saturday", "sun", "sunday",
];

/// Nouns of eponymous terms after a possessive (`Ohm's law`, `Occam's razor`).
#[rustfmt::skip]
const EPONYM_NOUNS: &[&str] = &[
    "law", "laws", "theorem", "lemma", "conjecture", "principle", "paradox", "razor", "rule",
    "constant", "equation", "effect", "syndrome", "disease", "dilemma", "hypothesis",
    "formula", "algorithm", "method", "number", "sequence", "triangle", "cradle", "comet", "wager",
    "fallacy", "theory", "test", "criterion", "inequality", "identity", "scale", "palsy",
    "lymphoma", "sarcoma", "phenomenon", "reflex", "sign", "manoeuvre", "maneuver", "ratio",
    "distribution", "curve", "index", "classification", "cube", "knot", "diagram", "circle",
    "spiral", "contracture", "ligament", "gland", "canal", "maze", "cipher",
];

/// Surnames that name a condition with a possessive alone (`Is Parkinson's hereditary?`).
#[rustfmt::skip]
const EPONYM_CONDITIONS: &[&str] = &[
    "parkinson", "alzheimer", "crohn", "addison", "huntington", "tourette", "asperger",
    "raynaud", "cushing", "hodgkin", "meniere", "ménière", "dupuytren", "sjogren", "sjögren",
    "peyronie", "graves", "hashimoto", "bell", "lyme",
];

/// Endings of English derived words (adverbs, adjectives, abstract nouns) that given names
/// and surnames do not take (`Honestly`, `Reliable`, `Grateful`, `Attention`).
#[rustfmt::skip]
const DERIVED_ENDINGS: &[&str] = &[
    "ally", "ously", "fully", "ately", "ently", "antly", "ively", "ably", "ibly", "edly",
    "ingly", "estly", "able", "ible", "ful", "less", "ous", "ness", "ment", "tion", "sion",
    "ative", "itive",
];

/// Adverbs that open a sentence capitalised (`Apart from the ham`).
#[rustfmt::skip]
const OPENING_ADVERBS: &[&str] = &[
    "apart", "aside", "besides", "otherwise", "meanwhile", "anyway", "instead", "perhaps",
    "maybe", "nevertheless", "however", "therefore", "altogether", "afterwards", "beforehand",
];

/// People known to everyone by their public role (scientists, writers, artists, composers,
/// broadcasters, leaders, explorers): a request that names them asks about their work,
/// and the hand sets leave them unlabelled. Full names only, so a private namesake of one
/// word is not touched.
#[rustfmt::skip]
const PUBLIC_FIGURES: &[&str] = &[
    // science and medicine
    "albert einstein", "isaac newton", "charles darwin", "marie curie", "ada lovelace",
    "alan turing", "florence nightingale", "mary seacole", "louis pasteur", "alexander fleming",
    "nikola tesla", "thomas edison", "galileo galilei", "stephen hawking", "rosalind franklin",
    "edward jenner", "gregor mendel", "michael faraday", "james watt", "dmitri mendeleev",
    "niels bohr", "richard feynman", "carl sagan", "jane goodall", "rachel carson",
    "sigmund freud", "mary anning", "grace hopper", "katherine johnson", "tim berners-lee",
    // writers
    "william shakespeare", "charles dickens", "jane austen", "charlotte bronte",
    "charlotte brontë", "emily bronte", "emily brontë", "george orwell", "virginia woolf",
    "mark twain", "roald dahl", "agatha christie", "arthur conan doyle", "j.r.r. tolkien",
    "c.s. lewis", "jk rowling", "j.k. rowling", "leo tolstoy", "fyodor dostoevsky",
    "ernest hemingway", "f. scott fitzgerald", "oscar wilde", "thomas hardy", "george eliot",
    "mary shelley", "john keats", "william wordsworth", "robert burns", "dylan thomas",
    "seamus heaney", "maya angelou", "toni morrison", "beatrix potter", "lewis carroll",
    "enid blyton", "julia donaldson", "arnold bennett", "edgar allan poe",
    // art and music
    "leonardo da vinci", "vincent van gogh", "pablo picasso", "claude monet", "frida kahlo",
    "andy warhol", "wolfgang amadeus mozart",
    "ludwig van beethoven", "johann sebastian bach", "frederic chopin", "pyotr tchaikovsky",
    "david bowie", "freddie mercury", "john lennon", "paul mccartney", "elvis presley",
    "taylor swift", "ed sheeran",
    // broadcasters, film and sport
    "david attenborough", "steven spielberg", "alfred hitchcock", "charlie chaplin",
    "walt disney", "hayao miyazaki", "marilyn monroe", "audrey hepburn", "usain bolt",
    "serena williams", "lionel messi", "cristiano ronaldo", "roger federer", "muhammad ali",
    "michael jordan", "mo farah", "andy murray", "emma raducanu",
    // leaders, reformers and explorers
    "winston churchill", "abraham lincoln", "george washington", "nelson mandela",
    "mahatma gandhi", "martin luther king", "rosa parks", "emmeline pankhurst",
    "queen victoria", "elizabeth i", "henry viii", "napoleon bonaparte", "julius caesar",
    "christopher columbus", "captain cook", "ernest shackleton",
    "roald amundsen", "neil armstrong", "yuri gagarin", "amelia earhart", "barack obama",
    "malala yousafzai", "greta thunberg", "anne frank", "joan of arc",
    "harriet tubman", "frederick douglass", "mother teresa", "isambard kingdom brunel",
];

/// Countries and continents whose names are not also common given names or surnames.
#[rustfmt::skip]
pub(crate) const PLACES: &[&str] = &[
    "afghanistan", "albania", "algeria", "andorra", "angola", "argentina", "armenia", "australia",
    "austria", "azerbaijan", "bahamas", "bahrain", "bangladesh", "barbados", "belarus", "belgium",
    "belize", "benin", "bhutan", "bolivia", "bosnia", "botswana", "brazil", "brunei", "bulgaria",
    "burundi", "cambodia", "cameroon", "canada", "chile", "china", "colombia", "congo", "croatia",
    "cuba", "cyprus", "czechia", "denmark", "djibouti", "ecuador", "egypt", "eritrea", "estonia",
    "eswatini", "ethiopia", "fiji", "finland", "france", "gabon", "gambia", "germany", "ghana",
    "greece", "grenada", "guatemala", "guinea", "guinea-bissau", "guyana", "haiti", "honduras",
    "hungary", "iceland", "indonesia", "iran", "iraq", "italy", "jamaica", "japan", "kazakhstan",
    "kuwait", "kyrgyzstan", "laos", "latvia", "lebanon", "lesotho", "liberia", "libya",
    "liechtenstein", "lithuania", "luxembourg", "madagascar", "malawi", "malaysia", "maldives",
    "malta", "mauritania", "mauritius", "mexico", "moldova", "monaco", "mongolia", "montenegro",
    "morocco", "mozambique", "myanmar", "namibia", "nepal", "netherlands", "new zealand",
    "nicaragua", "nigeria", "north korea", "norway", "oman", "pakistan", "panama", "paraguay",
    "peru", "philippines", "poland", "portugal", "qatar", "romania", "russia", "rwanda",
    "saudi arabia", "scotland", "senegal", "serbia", "seychelles", "singapore", "slovakia",
    "slovenia", "somalia", "south africa", "south korea", "spain", "sri lanka", "sudan", "suriname",
    "sweden", "switzerland", "syria", "taiwan", "tajikistan", "tanzania", "thailand", "togo",
    "tunisia", "turkey", "turkmenistan", "uganda", "ukraine", "united kingdom", "united states",
    "uruguay", "uzbekistan", "vanuatu", "venezuela", "vietnam", "yemen", "zambia", "zimbabwe",
    "europe", "africa", "antarctica", "oceania", "north america", "south america", "latin america",
    "scandinavia", "usa", "uk", "uae",
];

/// Everyday English words (nouns, verbs, adjectives, adverbs), sorted; none is a common
/// given name (and any word on the tagger's name lists is skipped at run time).
#[rustfmt::skip]
const COMMON: &[&str] = &[
    "about", "above", "across", "act", "action", "add", "address", "afternoon", "again", "age",
    "ago", "agree", "air", "all", "allow", "almost", "alone", "along", "already", "also", "always",
    "amount", "and", "angry", "animal", "another", "answer", "any", "anyone", "anything", "anyway",
    "app", "apple", "appointment", "area", "arm", "around", "arrive", "ask", "asleep", "attach",
    "attention", "attic", "available", "average", "awake", "away", "awful", "baby", "back",
    "backpack", "backup", "bad", "bag", "balance", "balcony", "bath", "bathroom", "battery",
    "beans", "bed", "bedroom", "before", "begin", "behind", "believe", "belly", "below", "belt",
    "beside", "better", "between", "bike", "bin", "bins", "birthday", "biscuit", "bit", "bite",
    "bitter", "blank", "blanket", "blind", "blood", "board", "boat", "body", "boil", "boiler",
    "bone", "book", "boot", "boots", "boring", "borrow", "both", "bottle", "bottom", "bowl", "box",
    "brain", "branch", "bread", "break", "breakfast", "breath", "breathe", "bright", "bring",
    "broken", "broom", "brush", "brushes", "bucket", "budget", "bug", "build", "bulb", "burn",
    "bus", "busy", "butter", "button", "buy", "buyer", "cable", "cake", "call", "calm", "camera",
    "can", "cancel", "car", "card", "care", "careful", "carpet", "carry", "cart", "case", "cash",
    "cat", "catch", "cause", "ceiling", "cellar", "chair", "change", "charge", "charger", "cheap",
    "check", "cheese", "chest", "chicken", "child", "chimney", "chin", "chips", "choose", "chore",
    "clean", "clear", "climb", "clock", "close", "closet", "cloth", "clothes", "cloud", "coat",
    "code", "coffee", "cold", "collar", "color", "colour", "come", "comment", "commit", "common",
    "company", "compass", "complain", "computer", "config", "confirm", "contract", "cookie", "cool",
    "copy", "corner", "cost", "couch", "cough", "count", "country", "couple", "course", "cover",
    "crack", "cracker", "crash", "crazy", "cream", "crisp", "crisps", "cry", "cup", "cupboard",
    "curtain", "custard", "cut", "cute", "daily", "damage", "dance", "danger", "dark", "data",
    "date", "day", "dead", "deal", "dear", "decide", "deep", "default", "delay", "delete",
    "deliver", "deploy", "deposit", "desk", "detail", "dinner", "directory", "dirty", "dish",
    "dizzy", "doctor", "dog", "door", "double", "doubt", "down", "download", "draft", "drain",
    "drawer", "dream", "dress", "drink", "drive", "driver", "driveway", "drop", "dry", "during",
    "dust", "duty", "duvet", "each", "ear", "early", "earn", "easy", "eat", "edge", "egg", "eggs",
    "either", "else", "email", "empty", "end", "engine", "enough", "enter", "error", "even",
    "evening", "event", "ever", "every", "everyone", "everything", "exam", "example", "exercise",
    "expect", "expensive", "explain", "eye", "face", "fact", "fail", "fair", "family", "far",
    "farm", "fast", "fat", "fear", "fee", "feel", "feeling", "fence", "fever", "few", "file",
    "fill", "film", "final", "find", "fine", "finger", "finish", "fire", "first", "fish", "fit",
    "fix", "flat", "flight", "floor", "flour", "flu", "fly", "fold", "folder", "follow", "food",
    "foot", "fork", "form", "forward", "free", "freezer", "fresh", "fridge", "friend", "fries",
    "front", "fruit", "full", "fun", "funny", "future", "game", "garage", "garden", "gas", "gate",
    "get", "gift", "girl", "give", "glad", "glass", "glove", "gloves", "glue", "go", "good",
    "grater", "gravy", "great", "grocery", "ground", "group", "grow", "guess", "gutter", "gym",
    "hair", "half", "hallway", "hand", "handle", "hang", "happen", "happy", "hard", "hat", "hate",
    "have", "head", "headache", "health", "hear", "heart", "heat", "heavy", "hedge", "height",
    "hello", "help", "helper", "here", "hide", "high", "hire", "hob", "hold", "holder", "hole",
    "holiday", "home", "homework", "honey", "hoodie", "hose", "hot", "hour", "house", "how", "hug",
    "huge", "hungry", "hurry", "hurt", "ice", "idea", "ill", "important", "inbox", "inch",
    "include", "inside", "install", "invalid", "invoice", "iron", "issue", "item", "jacket", "jam",
    "jar", "jeans", "job", "join", "joke", "juice", "jump", "jumper", "just", "keep", "keeper",
    "kettle", "key", "kick", "kid", "kind", "kit", "kitchen", "knee", "knife", "knock", "know",
    "ladder", "lamp", "laptop", "large", "last", "late", "later", "laugh", "laundry", "lawn",
    "lazy", "leader", "leak", "learn", "least", "leave", "left", "leg", "lemon", "lentils", "less",
    "lesson", "letter", "level", "lid", "lie", "life", "lift", "light", "like", "line", "link",
    "list", "listen", "live", "loan", "local", "lock", "loft", "login", "logout", "look", "loose",
    "lose", "loser", "loss", "lost", "loud", "love", "low", "luck", "luggage", "lunch", "mad",
    "mail", "main", "make", "man", "many", "map", "market", "match", "matter", "meal", "mean",
    "meat", "medicine", "meet", "meeting", "member", "memory", "menu", "merge", "mess", "message",
    "meter", "middle", "milk", "mind", "minute", "mirror", "miss", "mistake", "mix", "moment",
    "money", "month", "mood", "mop", "more", "morning", "most", "mother", "mouse", "mouth", "move",
    "mower", "much", "mug", "music", "nail", "name", "narrow", "near", "neat", "neck", "need",
    "nervous", "never", "new", "news", "next", "nice", "night", "noise", "noisy", "none", "noodles",
    "noon", "normal", "nose", "note", "nothing", "notice", "now", "null", "number", "nurse", "odd",
    "offer", "office", "often", "oil", "okay", "old", "once", "only", "open", "option", "order",
    "other", "outside", "oven", "over", "own", "owner", "pack", "package", "pain", "paint", "pair",
    "pan", "pants", "paper", "parcel", "parent", "part", "party", "pass", "passport", "password",
    "past", "pasta", "path", "patio", "pay", "pen", "pencil", "people", "pepper", "phone", "photo",
    "piano", "pick", "picture", "piece", "pill", "pillow", "pipe", "pitch", "pizza", "place",
    "plan", "plane", "plant", "plate", "play", "player", "please", "plenty", "plot", "plug",
    "pocket", "point", "polite", "pool", "poor", "porch", "post", "pot", "potato", "pound",
    "present", "press", "pretty", "print", "printer", "problem", "promise", "pudding", "pull",
    "pump", "push", "put", "quick", "quiet", "quite", "race", "radiator", "rain", "raise", "rate",
    "raw", "reach", "read", "ready", "really", "reason", "receipt", "record", "refund", "relax",
    "release", "remember", "remind", "remote", "rent", "repair", "repeat", "reply", "report",
    "rest", "restore", "result", "return", "rice", "ride", "rider", "right", "ring", "ripe", "rise",
    "risk", "road", "roof", "room", "rope", "rota", "rough", "round", "rude", "rug", "rule", "run",
    "runner", "sad", "safe", "salad", "salary", "salt", "same", "sand", "sauce", "save", "say",
    "scared", "scarf", "schedule", "school", "screen", "sea", "seat", "second", "see", "seed",
    "sell", "seller", "send", "sense", "setting", "shake", "shape", "share", "sharp", "shed",
    "sheet", "shelf", "shift", "shirt", "shoe", "shoes", "shop", "shoulder", "shout", "show",
    "shower", "shut", "sick", "side", "sieve", "sign", "signal", "silly", "simple", "sing", "sink",
    "sister", "sit", "size", "skin", "skirt", "sleep", "slide", "slow", "small", "smart", "smell",
    "smile", "smoke", "smooth", "snack", "soap", "sock", "socket", "socks", "sofa", "soft", "soon",
    "sore", "sorry", "sound", "soup", "sour", "space", "spare", "speak", "speed", "spend", "spicy",
    "spill", "sponge", "spoon", "sport", "spot", "stairs", "stale", "stall", "stamp", "stand",
    "start", "stay", "steak", "step", "stew", "stick", "sticky", "still", "stomach", "stop",
    "story", "stove", "strange", "street", "stress", "string", "strong", "stuck", "student",
    "study", "stuff", "stupid", "sugar", "suit", "suitcase", "sum", "sun", "sure", "surprise",
    "sweater", "sweet", "swim", "switch", "table", "tablet", "tag", "tail", "take", "talk", "tall",
    "tally", "tap", "task", "taste", "tea", "teach", "tear", "teeth", "tell", "tent", "test",
    "text", "thank", "thick", "thin", "thing", "think", "thirsty", "throat", "throw", "ticket",
    "tidy", "tie", "tight", "time", "tin", "tip", "tired", "toast", "toaster", "toe", "toilet",
    "tomato", "tongue", "tool", "tooth", "top", "topic", "torch", "total", "touch", "towel", "town",
    "toy", "track", "traffic", "train", "trainers", "trash", "travel", "tray", "tree", "trip",
    "trouble", "trousers", "truck", "true", "try", "turn", "ugly", "umbrella", "undefined", "under",
    "understand", "until", "update", "upgrade", "upload", "upset", "upstairs", "urgent", "use",
    "useful", "usual", "vacation", "valid", "van", "very", "view", "vinegar", "visit", "voice",
    "vote", "wait", "wake", "walk", "walker", "wall", "wallet", "want", "wardrobe", "warm",
    "warning", "wash", "waste", "watch", "water", "way", "weak", "wear", "weather", "wedding",
    "week", "weekend", "weight", "weird", "well", "wet", "wheel", "whisk", "whole", "wide", "wild",
    "wind", "window", "wine", "wing", "winner", "wipe", "wire", "wish", "word", "work", "world",
    "worried", "worry", "worse", "wrap", "wrist", "write", "wrong", "yard", "year", "yellow", "yes",
    "yet",
];

#[cfg(test)]
mod tests {
    use super::is_not_name;

    fn check(text: &str, word: &str) -> bool {
        let start = text.find(word).unwrap();
        let listed = |w: &str, surnames: bool| w == "will" || (surnames && w == "hurt");
        is_not_name(text, start, start + word.len(), &listed)
    }

    #[test]
    fn dates_eponyms_and_places() {
        assert!(check("Ship it on Fri, 12 Oct please.", "Oct"));
        assert!(check("Ship it on Fri, 12 Oct please.", "Fri"));
        assert!(check("Deadline: Sept. 9", "Sept"));
        assert!(!check("Oct wants the slides today.", "Oct"));
        assert!(check("Explain Moore's law to a child.", "Moore"));
        assert!(check("A proof of Fermat\u{2019}s theorem", "Fermat"));
        assert!(!check("Moore's laptop is broken again.", "Moore"));
        assert!(check("Which is drier, May, June or July?", "June"));
        assert!(check("The lease runs until April, then we move.", "April"));
        assert!(check("It's ours from May.", "May"));
        assert!(!check("I got a card from June yesterday.", "June"));
        assert!(!check("April said the room is booked.", "April"));
        assert!(check(
            "Cheapest way to ship a parcel to Portugal?",
            "Portugal"
        ));
        assert!(check("What causes Bell's palsy?", "Bell"));
        assert!(check("Is Parkinson's hereditary?", "Parkinson"));
        assert!(!check("Parkinson's car is blocking mine.", "Parkinson"));
        assert!(check("Does Imogen's Law cover a café?", "Imogen"));
        assert!(check("Explain Boyle's second law simply.", "Boyle"));
        assert!(check("What is eaten on St Brigid's Day?", "Brigid"));
        assert!(check("Is Saint Piran patron of tin miners?", "Piran"));
        assert!(check("Is the path up Arthur's Seat steep?", "Arthur"));
        assert!(!check("Arthur's seat on the bus was taken.", "Arthur"));
        assert!(!check("Ask Ingrid's Dad about the van.", "Ingrid"));
        assert!(check(
            "| Driver | Car |\n|---|---|\n| Ilse | Polo |",
            "Driver"
        ));
        assert!(!check(
            "| Driver | Car |\n|---|---|\n| Ilse | Polo |",
            "Ilse"
        ));
        assert!(check(
            "Cc: Ilse Varga\nSubject: Rehearsals\n\nHi all",
            "Rehearsals"
        ));
        assert!(check("Subject: Banner paint\nHi", "Banner"));
        assert!(check("only now admitting to myself that I'm gay", "myself"));
        assert!(!check("Subject: Ilse's leaving card\nHi", "Ilse"));
        assert!(!check("Subject: Ilse Varga\nHi", "Ilse"));
    }

    #[test]
    fn lowercase_words_where_the_writer_capitalises() {
        assert!(check(
            "We'll join by video call during the speeches.",
            "video"
        ));
        assert!(check("I fast from dawn to dusk this month.", "dawn"));
        // Lowercase chat keeps its names, and so does a listed name or a full one.
        assert!(!check("ok so jess said she can't come. Any ideas?", "jess"));
        assert!(!check(
            "Is this right? i think teodor has the keys.",
            "teodor"
        ));
        assert!(!check("Please pass the charger to will tomorrow.", "will"));
        assert!(!check(
            "What should I get rosalind okafor for her birthday?",
            "rosalind okafor"
        ));
    }

    #[test]
    fn derived_words_and_lists_of_everyday_words() {
        assert!(check(
            "Great cook. Reliable, quick, never late.",
            "Reliable"
        ));
        assert!(check("Honestly the layout is confusing.", "Honestly"));
        assert!(!check("Tell Anna. Reliable Jones said so.", "Jones"));
        assert!(check("Shopping list: Milk, Eggs, Butter, Flour.", "Flour"));
        assert!(check("Packing: Towel, Soap, Charger.", "Soap"));
        assert!(!check("Guests: Will, Butter, Ottoline.", "Will"));
        assert!(!check("Guests: Ottoline, Brannagh.", "Brannagh"));
    }

    #[test]
    fn gazetteer_is_sorted_for_binary_search() {
        assert!(super::gazetteer().windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn places_of_the_gazetteer_outside_a_person_frame() {
        for (text, word) in [
            (
                "Does the night bus stop at Whitechapel after midnight?",
                "Whitechapel",
            ),
            ("Is Whitechapel far from the station?", "Whitechapel"),
            (
                "The owner of the cottage near Dingle wants a deposit.",
                "Dingle",
            ),
            ("Is Hafnarfjörður worth a day trip?", "Hafnarfjörður"),
            (
                "ORG:Hafnarfjörður Knitting Circle",
                "Hafnarfjörður Knitting Circle",
            ),
        ] {
            assert!(check(text, word), "{text}");
        }
        // The same words where a person's name stands.
        for (text, word) in [
            ("My neighbour Whitechapel lent us a ladder.", "Whitechapel"),
            ("Whitechapel said she'd bring the cake.", "Whitechapel"),
            ("Mrs Dingle teaches Year 3 this term.", "Dingle"),
            ("Dingle's birthday is on Friday.", "Dingle"),
            ("Hi Dingle, the keys are under the mat.", "Dingle"),
            ("From: Pemba <pemba@example.org>", "Pemba"),
            ("To: Larkspur\nSubject: rota", "Larkspur"),
            ("Ask Merrick if the van is free.", "Merrick"),
            ("Thanks for the lovely evening, Larkspur!", "Larkspur"),
            ("Ask Bereket whether the van is free.", "Bereket"),
            ("Write a card for Larkspur? She turns nine.", "Larkspur"),
            ("Bereket can't come to the rehearsal tonight.", "Bereket"),
        ] {
            assert!(!check(text, word), "{text}");
        }
    }

    #[test]
    fn agenda_items_by_their_ending() {
        let none = |_: &str| false;
        for item in ["Registration", "Assessment", "Fellowship"] {
            assert!(super::agenda_item(item, &none), "{item}");
        }
        for label in [
            "Clement",
            "Ness",
            "Sion",
            "Winta",
            "Tamsin",
            "Onboarding session",
        ] {
            assert!(!super::agenda_item(label, &none), "{label}");
        }
        // A word on the given-name list stays a speaker whatever its ending.
        assert!(!super::agenda_item("Devotion", &|w| w == "devotion"));
    }

    #[test]
    fn names_in_person_contexts() {
        let names = |t: &str| -> Vec<String> {
            super::scan(t, &super::GeneralReading::new(t))
                .iter()
                .map(|c| t[c.start..c.end].to_string())
                .collect()
        };
        assert_eq!(
            names("My roommate Quillon keeps eating my food"),
            ["Quillon"]
        );
        assert_eq!(names("Grandpa Ebbert turns ninety in May"), ["Ebbert"]);
        assert_eq!(
            names("Hi, my name is Ottoline Farrow and I need help"),
            ["Ottoline Farrow"]
        );
        assert_eq!(
            names("Sorry for the delay.\nCheers,\nDrusilla"),
            ["Drusilla"]
        );
        assert_eq!(
            names("Please send it to account holder Sabeth Quarry."),
            ["Sabeth Quarry"]
        );
        assert_eq!(
            names("can you let Arnulf know the build is green"),
            ["Arnulf"]
        );
        assert_eq!(names("@rhodri can you merge this today"), ["rhodri"]);
        assert_eq!(
            names("[07:10] Oisín Breathnach: van's here\n[07:12] Tamsin: two minutes"),
            ["Oisín Breathnach", "Tamsin"]
        );
        assert_eq!(
            names("3/14/26, 6:02 PM - Ravindu: hall's booked"),
            ["Ravindu"]
        );
        assert!(names("10:30 Keynote: Ingrid on tides\n[09:00] Registration: foyer").is_empty());
        assert!(names("[09:00] Assessment: room 4\n[10:30] Fellowship: hall").is_empty());
        assert_eq!(
            names("Who takes the late shift, Odalric or Berthe?"),
            ["Odalric", "Berthe"]
        );
        assert_eq!(
            names("pls remind wendel and oriel to bring chairs"),
            ["wendel", "oriel"]
        );
        assert_eq!(names("Jorunn and I are driving up"), ["Jorunn"]);
        for clean in [
            "@property\ndef size(self):",
            "thanks for the help, message inviting everyone",
            "call ahead to check, tell everyone we moved",
            "My parents are Jehovah's Witnesses and I've stopped going",
        ] {
            assert!(names(clean).is_empty(), "{clean}: {:?}", names(clean));
        }
        for clean in [
            "Book a table at Auntie Grill in Boston",
            "let me know by Friday",
            "Let Google know about the bug",
            "my boss Monday morning is always busy",
            "Thanks,\nThe Team",
            "Thanks, Team",
        ] {
            assert!(names(clean).is_empty(), "{clean}: {:?}", names(clean));
        }
    }

    #[test]
    fn names_as_subjects_objects_and_in_greetings() {
        let names = |t: &str| -> Vec<String> {
            super::scan(t, &super::GeneralReading::new(t))
                .iter()
                .map(|c| t[c.start..c.end].to_string())
                .collect()
        };
        assert_eq!(names("Tadhg needs the keys before noon."), ["Tadhg"]);
        assert_eq!(
            names("Last night Oluwaseun told me the deal fell through."),
            ["Oluwaseun"]
        );
        assert_eq!(names("Is Saoirse still on leave this week?"), ["Saoirse"]);
        assert_eq!(
            names("Could you check if Bronwen or Ifeoma signed the form?"),
            ["Bronwen", "Ifeoma"]
        );
        assert_eq!(names("Ping Anwen if the build breaks."), ["Anwen"]);
        assert_eq!(names("Lights off by ten. Thanks! Gwenllian"), ["Gwenllian"]);
        assert_eq!(names("Thank Dervla for the lovely flowers."), ["Dervla"]);
        assert_eq!(
            names("Hi Ludovica and Kwame,\nthe venue is booked."),
            ["Ludovica", "Kwame"]
        );
        assert_eq!(
            names("Book a table for four under Ottoline Brierley on Friday."),
            ["Ottoline Brierley"]
        );
        assert_eq!(
            names("my flatmate zuzanna said the heating is broken again"),
            ["zuzanna"]
        );
        assert_eq!(
            names("dinner w/ oisin and maeve on friday"),
            ["oisin", "maeve"]
        );
        for clean in [
            "Excel asked me to save the file again.",
            "Legal said no to the contract.",
            "Hi Team, the build is green.",
            "Thank Heavens for that.",
            "Was Brexit back on the agenda?",
            "Arsenal won the match on Sunday.",
            "Nobody wants the late shift.",
            "my boss keeps saying no",
            "lunch w/ salt and pepper crisps",
            "Ask Vanguard for a refund.",
            "Why did the Romans draw maps?",
            "How did the Romans draw maps?",
        ] {
            assert!(names(clean).is_empty(), "{clean}: {:?}", names(clean));
        }
    }

    #[test]
    fn names_by_calls_meetings_and_pronouns() {
        let names = |t: &str| -> Vec<String> {
            super::scan(t, &super::GeneralReading::new(t))
                .iter()
                .map(|c| t[c.start..c.end].to_string())
                .collect()
        };
        assert_eq!(names("Remember to call Ingolf after lunch."), ["Ingolf"]);
        assert_eq!(
            names("I'm meeting Ravenna for coffee on Friday."),
            ["Ravenna"]
        );
        assert_eq!(names("Met Thorkell at the expo last week."), ["Thorkell"]);
        assert_eq!(
            names("Osberta keeps forgetting her badge, what do I say?"),
            ["Osberta"]
        );
        assert_eq!(
            names("Wrote to Leofwin on Monday and he never answered."),
            ["Leofwin"]
        );
        assert_eq!(
            names("Does Ermengarde need a visa for Chile?"),
            ["Ermengarde"]
        );
        let mut chat =
            names("ugh tauri borowed my tent and now siale says im fussing. text tauri for me");
        chat.sort();
        assert_eq!(chat, ["siale", "tauri", "tauri"]);
        assert_eq!(names("so maile still has my drill lol"), ["maile"]);
        for clean in [
            "so everyone says it's fine",
            "ugh mine broke and nobody thinks it matters",
            "Call Support tomorrow about the bill.",
            "Does Python need a virtualenv here?",
            "The Kettle keeps clicking off, is it broken?",
        ] {
            assert!(names(clean).is_empty(), "{clean}: {:?}", names(clean));
        }
    }

    #[test]
    fn names_joined_to_a_name() {
        let joined = |t: &str, name: &str| -> Vec<String> {
            let start = t.find(name).unwrap();
            super::coordinated(
                t,
                &[(start, start + name.len())],
                &super::GeneralReading::new(t),
            )
            .iter()
            .map(|c| t[c.start..c.end].to_string())
            .collect()
        };
        assert_eq!(
            joined(
                "A card for Margarethe Olsen and Tiago, please.",
                "Margarethe Olsen"
            ),
            ["Tiago"]
        );
        assert_eq!(
            joined("Was it Ngozi or Priya who called?", "Priya"),
            ["Ngozi"]
        );
        assert!(joined("Email Anna and Tesco about the order.", "Anna").is_empty());
        assert!(joined("Ask Priya and Friday works too.", "Priya").is_empty());
    }

    #[test]
    fn spans_cut_to_the_name() {
        fn cut<'a>(text: &'a str, span: &str) -> Option<&'a str> {
            let listed = |w: &str, _: bool| w == "will" || w == "grace";
            let start = text.find(span).unwrap();
            super::refine(text, start, start + span.len(), &listed).map(|(s, e)| &text[s..e])
        }
        let refine = cut;
        assert_eq!(
            refine("Pay employee Odile Brandt today", "employee Odile Brandt"),
            Some("Odile Brandt")
        );
        assert_eq!(
            refine("Tenant Odile Brandt has moved out.", "Tenant Odile Brandt"),
            Some("Odile Brandt")
        );
        assert_eq!(refine("so odile both agreed", "odile both"), Some("odile"));
        assert_eq!(
            refine("Grace Hall signed it", "Grace Hall"),
            Some("Grace Hall")
        );
        assert_eq!(refine("call will later", "will"), Some("will"));
        assert_eq!(
            refine(
                "Rota: Odile Brandt Tuesdays, me Fridays",
                "Odile Brandt Tuesdays"
            ),
            Some("Odile Brandt")
        );
        assert_eq!(
            refine("thank Bích Ngọc today", "Bích Ng"),
            Some("Bích Ngọc")
        );
        assert_eq!(
            refine("To: Lani Pa'ahao\n", "Lani Pa"),
            Some("Lani Pa'ahao")
        );
        assert_eq!(
            refine("at Ines Kleist's house", "Ines Kleist"),
            Some("Ines Kleist")
        );
    }

    #[test]
    fn lowercase_things_after_a_determiner_or_naming_a_column() {
        assert!(check("put up one gazebo at the fete", "gazebo"));
        assert!(check("The dog walker's mobile is", "walker"));
        assert!(check("our school café has to print", "café"));
        assert!(!check("my manager david wants it", "david"));
        assert!(!check("ok so my friend jess said no", "jess"));
        assert!(!check("ask my mate dave about it", "dave"));
        assert!(!check("remind akinyi that awino still has them", "awino"));
        assert!(!check("lunch w/ briallen and cressida", "briallen"));
        let sheet = "swimmer,lane\n2,Tserendorj Anujin\n4,Baasanjav Temuulen\nsort by lane";
        let start = sheet.rfind("lane").unwrap();
        let listed = |_: &str, _: bool| false;
        assert!(is_not_name(sheet, start, start + 4, &listed));
        assert!(!check("lane,swimmer\nkai,ok\nmeet lane at 6", "kai"));
    }

    #[test]
    fn everyday_words() {
        assert!(check("my knees have hurt for days now", "days"));
        assert!(check("the sink keeps leaking", "sink keeps"));
        assert!(check("Wait, is the build green?", "Wait"));
        assert!(!check("ask sam about the sink", "sam"));
        assert!(!check("call will later about the rent", "will"));
        assert!(!check("Then Wait said the build is green.", "Wait"));
        assert!(!check("Hurt said the build is green.", "Hurt"));
        assert!(check("my back hurt all week", "hurt"));
    }

    #[test]
    fn sentence_openings_and_public_figures() {
        assert!(check("Why did the bread sink?", "Why"));
        assert!(check("Apart from the ham, what differs?", "Apart"));
        assert!(!check("Why? Will said so.", "Will"));
        assert!(check(
            "Why did Florence Nightingale draw roses?",
            "Florence Nightingale"
        ));
        assert!(check(
            "David Attenborough's closing words",
            "David Attenborough"
        ));
        assert!(!check("David Attwood's closing words", "David Attwood"));
        assert!(!check("Ask Florence about the rota.", "Florence"));
    }

    #[test]
    fn everyday_words_in_lowercase_chat() {
        assert!(check("[18:03] Eyd: gutter brushes are in my van", "gutter"));
        assert!(check("how do I tally up who's on mornings?", "tally"));
        assert!(check("we set off at 6:40 sharp", "sharp"));
        assert!(!check("ask will about the van", "will"));
    }
}
