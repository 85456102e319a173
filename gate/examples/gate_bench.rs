//! The `lily gate bench` measurement without building the engine:
//! `cargo run --release -p lily-gate --example gate_bench [SCALE]`.

fn main() {
    let scale = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(1.0);
    let rows = lily_gate::bench::run(&lily_gate::Gate::default(), scale);
    print!("{}", lily_gate::bench::to_markdown(&rows));
}
