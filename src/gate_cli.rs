//! `lily gate`: the Privacy Gate on the command line. All logic lives in the `lily-gate`
//! crate; this file only reads input and prints JSON.

use std::io::{Read, Write};
use std::path::PathBuf;

use anyhow::{bail, Context, Result};
use clap::{Args, Subcommand, ValueEnum};
use serde_json::{json, Value};

use lily_gate::{eval, Gate, Mode, PlaceholderMap, Policy, StreamReidentifier, Verdict};

#[derive(Args)]
#[command(args_conflicts_with_subcommands = true)]
pub struct GateArgs {
    #[command(subcommand)]
    command: Option<GateCommand>,
    #[command(flatten)]
    check: CheckArgs,
}

#[derive(Args)]
struct PolicyArgs {
    /// Policy file (JSON; every field optional, see docs/privacy-gate.md for defaults).
    #[arg(long)]
    policy: Option<PathBuf>,
    /// Override the policy mode: balanced redacts what it can, strict keeps any finding local.
    #[arg(long, value_enum)]
    mode: Option<ModeArg>,
}

#[derive(Clone, Copy, ValueEnum)]
enum ModeArg {
    Balanced,
    Strict,
}

#[derive(Args)]
struct CheckArgs {
    /// Text to check; read from stdin when neither TEXT nor --file is given.
    text: Option<String>,
    /// Read the text from a file (repeatable; one JSON result per file).
    #[arg(long = "file")]
    files: Vec<PathBuf>,
    /// Input is JSON lines (a JSON string, or an object with a "text" field, per line);
    /// prints one JSON result per line.
    #[arg(long)]
    jsonl: bool,
    /// Also print the redacted text and the placeholder map.
    #[arg(long)]
    redact: bool,
    #[command(flatten)]
    policy: PolicyArgs,
}

#[derive(Subcommand)]
enum GateCommand {
    /// Put original values back into a model's answer (TEXT or stdin).
    Reidentify(ReidentifyArgs),
    /// Span P/R/F1 per type and language, routing confusion matrix, on JSON-lines datasets.
    Eval(EvalArgs),
    /// Latency per request size (200 B, 2 KB, 20 KB, 1 MB) and MB/s on one core.
    Bench(BenchArgs),
}

#[derive(Args)]
struct ReidentifyArgs {
    /// Placeholder map: a JSON object {"[EMAIL_1]": "..."} or the output of `gate --redact`.
    #[arg(long)]
    map: PathBuf,
    /// The answer; read from stdin when absent.
    text: Option<String>,
    /// Stream stdin to stdout as it arrives, holding back split placeholders.
    #[arg(long)]
    stream: bool,
}

#[derive(Args)]
struct EvalArgs {
    /// JSON-lines datasets (byte offsets; format in docs/privacy-gate.md).
    #[arg(required = true)]
    datasets: Vec<PathBuf>,
    /// Print the report as JSON instead of Markdown.
    #[arg(long)]
    json: bool,
    /// Also list misses: missed, spurious and mis-bounded spans, routing errors.
    #[arg(long)]
    errors: bool,
    #[command(flatten)]
    policy: PolicyArgs,
}

#[derive(Args)]
struct BenchArgs {
    /// Multiply the iteration counts (e.g. 0.1 for a quick run).
    #[arg(long, default_value_t = 1.0)]
    scale: f64,
    /// Print JSON rows instead of Markdown.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    policy: PolicyArgs,
}

pub fn run(args: GateArgs) -> Result<()> {
    match args.command {
        None => check(args.check),
        Some(GateCommand::Reidentify(a)) => reidentify(a),
        Some(GateCommand::Eval(a)) => eval_cmd(a),
        Some(GateCommand::Bench(a)) => bench(a),
    }
}

fn load_gate(p: &PolicyArgs) -> Result<Gate> {
    let mut policy = match &p.policy {
        Some(path) => {
            let s = std::fs::read_to_string(path)
                .with_context(|| format!("cannot read policy {}", path.display()))?;
            Policy::from_json(&s).map_err(anyhow::Error::msg)?
        }
        None => Policy::default(),
    };
    if let Some(m) = p.mode {
        policy.mode = match m {
            ModeArg::Balanced => Mode::Balanced,
            ModeArg::Strict => Mode::Strict,
        };
    }
    Ok(Gate::new(policy))
}

fn result_json(v: &Verdict, text: &str, redact: bool) -> Value {
    let mut out = serde_json::to_value(v).unwrap_or_else(|e| json!({"error": e.to_string()}));
    if redact {
        let r = lily_gate::redact(text, &v.findings);
        out["redacted"] = Value::String(r.text);
        out["map"] = serde_json::to_value(&r.map).unwrap_or(Value::Null);
    }
    out
}

fn print_line(out: &mut impl Write, v: &Value) -> Result<()> {
    writeln!(out, "{v}").context("cannot write to stdout")
}

fn read_stdin() -> Result<Vec<u8>> {
    let mut b = Vec::new();
    std::io::stdin()
        .read_to_end(&mut b)
        .context("cannot read stdin")?;
    Ok(b)
}

fn check(a: CheckArgs) -> Result<()> {
    let gate = load_gate(&a.policy)?;
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let mut inputs: Vec<(Option<String>, Vec<u8>)> = Vec::new();
    if let Some(t) = &a.text {
        inputs.push((None, t.clone().into_bytes()));
    }
    for f in &a.files {
        let b = std::fs::read(f).with_context(|| format!("cannot read {}", f.display()))?;
        inputs.push((Some(f.display().to_string()), b));
    }
    if inputs.is_empty() {
        inputs.push((None, read_stdin()?));
    }
    for (file, bytes) in inputs {
        if a.jsonl {
            check_jsonl(&gate, file.as_deref(), &bytes, a.redact, &mut out)?;
            continue;
        }
        let (v, text) = gate.check_bytes(&bytes);
        let mut j = result_json(&v, &text, a.redact);
        if let Some(f) = file {
            j["file"] = Value::String(f);
        }
        print_line(&mut out, &j)?;
    }
    Ok(())
}

/// One result per line. A line that is not JSON is checked as plain text, so nothing in a
/// batch goes unexamined.
fn check_jsonl(
    gate: &Gate,
    file: Option<&str>,
    bytes: &[u8],
    redact: bool,
    out: &mut impl Write,
) -> Result<()> {
    for (i, line) in bytes.split(|&b| b == b'\n').enumerate() {
        if line.iter().all(u8::is_ascii_whitespace) {
            continue;
        }
        let parsed: Option<(String, Option<Value>)> = serde_json::from_slice::<Value>(line)
            .ok()
            .and_then(|v| match v {
                Value::String(s) => Some((s, None)),
                Value::Object(o) => {
                    let id = o.get("id").cloned();
                    o.get("text")
                        .and_then(Value::as_str)
                        .map(|s| (s.to_string(), id))
                }
                _ => None,
            });
        let (mut j, note) = match parsed {
            Some((text, id)) => {
                let v = gate.check(&text);
                let mut j = result_json(&v, &text, redact);
                if let Some(id) = id {
                    j["id"] = id;
                }
                (j, None)
            }
            None => {
                let (v, text) = gate.check_bytes(line);
                (
                    result_json(&v, &text, redact),
                    Some("line is not a JSON text; checked as plain text"),
                )
            }
        };
        j["line"] = json!(i + 1);
        if let Some(n) = note {
            j["note"] = json!(n);
        }
        if let Some(f) = file {
            j["file"] = json!(f);
        }
        print_line(out, &j)?;
    }
    Ok(())
}

fn load_map(path: &PathBuf) -> Result<PlaceholderMap> {
    let s = std::fs::read_to_string(path)
        .with_context(|| format!("cannot read map {}", path.display()))?;
    let v: Value =
        serde_json::from_str(&s).with_context(|| format!("{}: not JSON", path.display()))?;
    let obj = match v.get("map") {
        Some(m) if v.get("redacted").is_some() => m.clone(),
        _ => v,
    };
    let Value::Object(o) = obj else {
        bail!("{}: the map must be a JSON object", path.display());
    };
    let mut map = PlaceholderMap::new();
    for (k, v) in o {
        let Value::String(s) = v else {
            bail!("{}: value of {k} is not a string", path.display());
        };
        map.insert(k, s);
    }
    Ok(map)
}

fn reidentify(a: ReidentifyArgs) -> Result<()> {
    let map = load_map(&a.map)?;
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    if let Some(t) = a.text {
        write!(out, "{}", lily_gate::reidentify(&t, &map))?;
        return Ok(());
    }
    if !a.stream {
        let b = read_stdin()?;
        write!(
            out,
            "{}",
            lily_gate::reidentify(&String::from_utf8_lossy(&b), &map)
        )?;
        return Ok(());
    }
    let mut s = StreamReidentifier::new(map);
    let mut stdin = std::io::stdin().lock();
    let mut buf = [0u8; 4096];
    // Bytes of a UTF-8 character split across reads wait for the next read.
    let mut carry: Vec<u8> = Vec::new();
    loop {
        let n = stdin.read(&mut buf).context("cannot read stdin")?;
        if n == 0 {
            break;
        }
        carry.extend_from_slice(&buf[..n]);
        let valid = match std::str::from_utf8(&carry) {
            Ok(_) => carry.len(),
            Err(e) if e.error_len().is_none() => e.valid_up_to(),
            Err(_) => carry.len(),
        };
        let chunk = String::from_utf8_lossy(&carry[..valid]).into_owned();
        carry.drain(..valid);
        write!(out, "{}", s.push(&chunk))?;
        out.flush()?;
    }
    let tail = String::from_utf8_lossy(&carry).into_owned();
    write!(out, "{}{}", s.push(&tail), s.finish())?;
    Ok(())
}

fn eval_cmd(a: EvalArgs) -> Result<()> {
    let gate = load_gate(&a.policy)?;
    let mut report = eval::Report::default();
    for p in &a.datasets {
        let s =
            std::fs::read_to_string(p).with_context(|| format!("cannot read {}", p.display()))?;
        report.add_jsonl(&gate, &p.display().to_string(), &s);
    }
    if a.json {
        println!("{}", serde_json::to_string_pretty(&report)?);
    } else {
        print!("{}", report.to_markdown());
        if a.errors {
            for e in &report.errors {
                println!("{e}");
            }
        }
    }
    Ok(())
}

fn bench(a: BenchArgs) -> Result<()> {
    let gate = load_gate(&a.policy)?;
    if !(a.scale > 0.0 && a.scale <= 100.0) {
        bail!("--scale must lie in (0, 100]");
    }
    let rows = lily_gate::bench::run(&gate, a.scale);
    if a.json {
        for r in &rows {
            println!("{}", serde_json::to_string(r)?);
        }
    } else {
        println!("rules + policy, one thread (Gate::check per request)\n");
        print!("{}", lily_gate::bench::to_markdown(&rows));
    }
    Ok(())
}
