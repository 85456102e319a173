//! The `lily gate eval` report without building the engine:
//! `cargo run -p lily-gate --example gate_eval -- [--errors] [--json] [--policy FILE] FILE...`.
//! `--json` prints the report's counts as `lily gate eval --json` does, for scripts that
//! pool them over runs (gate/tools/hand_cv.py).

fn main() {
    let mut errors = false;
    let mut json = false;
    let mut report = lily_gate::eval::Report::default();
    let mut gate = lily_gate::Gate::default();
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        if a == "--errors" {
            errors = true;
            continue;
        }
        if a == "--json" {
            json = true;
            continue;
        }
        if a == "--policy" {
            let p = args.next().expect("--policy FILE");
            let s = std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{p}: {e}"));
            gate = lily_gate::Gate::new(lily_gate::Policy::from_json(&s).expect("policy"));
            continue;
        }
        let s = std::fs::read_to_string(&a).unwrap_or_else(|e| panic!("{a}: {e}"));
        report.add_jsonl(&gate, &a, &s);
    }
    if json {
        println!(
            "{}",
            serde_json::to_string_pretty(&report).expect("report as JSON")
        );
        return;
    }
    print!("{}", report.to_markdown());
    if errors {
        for e in &report.errors {
            println!("{e}");
        }
    }
}
