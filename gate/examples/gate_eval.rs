//! The `lily gate eval` report without building the engine:
//! `cargo run -p lily-gate --example gate_eval -- [--errors] FILE...`.

fn main() {
    let mut errors = false;
    let mut report = lily_gate::eval::Report::default();
    let gate = lily_gate::Gate::default();
    for a in std::env::args().skip(1) {
        if a == "--errors" {
            errors = true;
            continue;
        }
        let s = std::fs::read_to_string(&a).unwrap_or_else(|e| panic!("{a}: {e}"));
        report.add_jsonl(&gate, &a, &s);
    }
    print!("{}", report.to_markdown());
    if errors {
        for e in &report.errors {
            println!("{e}");
        }
    }
}
