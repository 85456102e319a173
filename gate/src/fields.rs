//! Values that structured text labels as a person's: the column of a CSV or Markdown table
//! headed `name`, `holder`, `이름` or `담당`, and the value of a key-value pair with such a
//! key (JSON, YAML, TOML). The tagger reads names from the words around them, and a table
//! cell or a quoted value has none. Whether a value is a name is left to the language rules
//! (`en_names`, `korean_names`); this module only finds the values.

use std::sync::OnceLock;

use regex::Regex;

/// Labels of a field that holds a person's name.
#[rustfmt::skip]
const PERSON_FIELDS: &[&str] = &[
    "name", "full name", "full_name", "fullname", "holder", "who", "volunteer", "member",
    "guest", "player", "assignee", "이름", "성명", "성함", "담당", "담당자", "당번", "참가자",
    "신청자", "예약자",
];

fn person_field(label: &str) -> bool {
    let label = label.trim().trim_matches(['"', '\'', '`', '*']).trim();
    label.len() <= 12 && PERSON_FIELDS.contains(&label.to_lowercase().as_str())
}

/// One search for any person field's label as a key or a column (`name:`, `"이름": `,
/// `| Who |`, `plot,holder`), so that text without one costs no more.
fn any_label() -> &'static Regex {
    static RX: OnceLock<Regex> = OnceLock::new();
    RX.get_or_init(|| {
        Regex::new(&format!(
            r#"(?mi)(?:^|[\s{{,\[|"'`*])(?:{})["'`*]?[ \t]*(?:[:=,|\t]|$)"#,
            PERSON_FIELDS.join("|")
        ))
        .expect("field label pattern")
    })
}

/// The spans of the values labelled as a person's, quotes and spaces trimmed.
pub(crate) fn person_values(text: &str) -> Vec<(usize, usize)> {
    if !any_label().is_match(text) {
        return Vec::new();
    }
    let mut out = table_column_values(text);
    out.extend(keyed_values(text));
    out
}

/// The cells of a line split by `sep` (for a Markdown table the text between its pipes).
fn cells(line: &str, sep: char) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut at = 0;
    for cell in line.split(sep) {
        out.push((at, cell));
        at += cell.len() + sep.len_utf8();
    }
    if sep == '|' {
        // `| a | b |`: nothing stands before the first pipe or after the last.
        if out.first().is_some_and(|(_, c)| c.trim().is_empty()) {
            out.remove(0);
        }
        if out.last().is_some_and(|(_, c)| c.trim().is_empty()) {
            out.pop();
        }
    }
    out
}

/// A cell's value without the spaces and quotes around it, as a span.
fn trimmed(base: usize, cell: &str) -> Option<(usize, usize)> {
    let t = cell.trim().trim_matches(['"', '\'']).trim();
    (!t.is_empty()).then(|| {
        let s = base + (t.as_ptr() as usize - cell.as_ptr() as usize);
        (s, s + t.len())
    })
}

/// Values in the column headed by a person field, in the rows right under the header that
/// have as many cells (a Markdown table's `|---|` row is skipped).
fn table_column_values(text: &str) -> Vec<(usize, usize)> {
    let mut lines = Vec::new();
    let mut at = 0;
    for line in text.split('\n') {
        lines.push((at, line));
        at += line.len() + 1;
    }
    let mut out = Vec::new();
    for (i, &(_, header)) in lines.iter().enumerate() {
        if !any_label().is_match(header) {
            continue;
        }
        let Some(sep) = ['|', '\t', ','].into_iter().find(|&c| header.contains(c)) else {
            continue;
        };
        let head = cells(header, sep);
        let Some(col) = head.iter().position(|(_, c)| person_field(c)) else {
            continue;
        };
        if head.len() < 2 {
            continue;
        }
        for &(base, row) in &lines[i + 1..] {
            let row_cells = cells(row, sep);
            if row_cells.len() != head.len() {
                break;
            }
            if row_cells
                .iter()
                .all(|(_, c)| c.trim().chars().all(|ch| matches!(ch, '-' | ':')))
            {
                continue;
            }
            let (off, cell) = row_cells[col];
            out.extend(trimmed(base + off, cell));
        }
    }
    out
}

/// Values of a key that is a person field: `"name": "Áile Guttorm"`, `name = "Áile"`,
/// `이름: 연필하`, and each item of a list (`"당번": ["명태겸", "두부영"]`).
fn keyed_values(text: &str) -> Vec<(usize, usize)> {
    static RX: OnceLock<(Regex, Regex)> = OnceLock::new();
    let (pair, item) = RX.get_or_init(|| {
        (
            Regex::new(&format!(
                r#"(?mi)(?:^|[{{,\[ \t])["']?(?P<k>{})["']?[ \t]*[:=][ \t]*(?P<v>\[[^\]\n]*\]|"[^"\n]*"|'[^'\n]*'|[^"'\[,}}\n][^,}}\n]*)"#,
                PERSON_FIELDS.join("|")
            ))
            .expect("key-value pattern"),
            Regex::new(r#""[^"\n]*"|'[^'\n]*'"#).expect("list item pattern"),
        )
    });
    let mut out = Vec::new();
    for c in pair.captures_iter(text) {
        let (Some(k), Some(v)) = (c.name("k"), c.name("v")) else {
            continue;
        };
        if !person_field(k.as_str()) {
            continue;
        }
        if v.as_str().starts_with('[') {
            for m in item.find_iter(v.as_str()) {
                out.extend(trimmed(v.start() + m.start(), m.as_str()));
            }
        } else {
            out.extend(trimmed(v.start(), v.as_str()));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn values(text: &str) -> Vec<&str> {
        person_values(text)
            .iter()
            .map(|&(s, e)| &text[s..e])
            .collect()
    }

    #[test]
    fn table_columns_and_keyed_values() {
        assert_eq!(
            values("seat,name\n1,Ottilie Brandt\n2,Ewan\n"),
            ["Ottilie Brandt", "Ewan"]
        );
        assert_eq!(
            values("| Stall | Who |\n|---|---|\n| Cakes | Ifeoma |\n\nThanks"),
            ["Ifeoma"]
        );
        assert_eq!(values("이름,반\n도하람,해님반"), ["도하람"]);
        assert_eq!(
            values(r#"[{"name": "Signe Dahl", "shift": "am"}]"#),
            ["Signe Dahl"]
        );
        assert_eq!(values("name = \"Kaija\"\nshift = \"pm\""), ["Kaija"]);
        assert_eq!(values("  - 이름: 연두리\n    구역: 복도"), ["연두리"]);
        assert_eq!(
            values(r#"{"당번": ["변하솔", "목다인"]}"#),
            ["변하솔", "목다인"]
        );
        // Other columns and keys are not taken.
        assert!(values("item,price\nName tags,3\n").is_empty());
        assert!(values(r#"{"title": "Ada", "city": "Oslo"}"#).is_empty());
    }
}
