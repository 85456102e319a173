//! Latency of rules + policy per request size, on one core.
//!
//! Inside the timer: `Gate::check` (normalisation, recognizers, learned tier, policy) on a
//! text built from realistic mixed English/Korean lines with identifiers and hard
//! negatives. Outside: building the text. One warm-up round precedes the timed ones.

use std::time::Instant;

use serde::Serialize;

use crate::Gate;

const LINES: &[&str] = &[
    "Hi team, the deploy failed again at 2024-03-14 09:12:55 on build 4.2.1; logs below.\n",
    "고객님 연락처는 010-2345-6789 이고 이메일은 jiyoung.park@example.co.kr 입니다.\n",
    "Order #A-20240314-88812 shipped; tracking 1Z999AA10123456784, ETA Friday.\n",
    "카드4532-0151-1283-0366로 결제했는데 승인 취소가 안 돼요. 주문번호 20240314-000123.\n",
    "ERROR [worker-3] request_id=8f14e45f-ceea-467f-a0f5-1b2c3d4e5f60 upstream 10.0.3.17:8443 timeout\n",
    "Can you summarise this paragraph about quarterly revenue growth in the APAC region?\n",
    "서울시 강남구 테헤란로 본사 회의실 예약은 다음 주 화요일 오후 3시로 부탁드립니다.\n",
    "export AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYzK9Q2mZ8rT # rotate me\n",
    "| id | sha256 | size |\n| 42 | e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855 | 0 |\n",
    "Please call me at (415) 555-0132 after 5pm, or email sam.lee@contoso.com.\n",
    "버전 3.10.12 에서 pip install 이 실패합니다. 해시 값은 9f86d081884c7d659a2feaa0c55ad015 입니다.\n",
    "The meeting notes mention the new onboarding checklist and the Q3 hiring plan.\n",
];

#[derive(Debug, Clone, Serialize)]
pub struct BenchRow {
    pub size: String,
    pub bytes: usize,
    pub iterations: usize,
    pub p50_us: f64,
    pub p99_us: f64,
    pub mean_us: f64,
    pub mb_per_s: f64,
}

/// A text of about `n` bytes (cut on a character boundary).
pub fn sample_text(n: usize) -> String {
    let mut s = String::with_capacity(n + 256);
    let mut i = 0;
    while s.len() < n {
        s.push_str(LINES[i % LINES.len()]);
        i += 1;
    }
    let mut cut = n.min(s.len());
    while !s.is_char_boundary(cut) {
        cut -= 1;
    }
    s.truncate(cut);
    s
}

fn percentile(sorted: &[f64], q: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    let i = ((sorted.len() - 1) as f64 * q).round() as usize;
    sorted[i]
}

/// Sizes 200 B, 2 KB, 20 KB, 1 MB; `scale` multiplies the iteration counts.
pub fn run(gate: &Gate, scale: f64) -> Vec<BenchRow> {
    let sizes: [(&str, usize, usize); 4] = [
        ("200 B", 200, 3000),
        ("2 KB", 2048, 2000),
        ("20 KB", 20 * 1024, 300),
        ("1 MB", 1 << 20, 12),
    ];
    sizes
        .iter()
        .map(|&(name, bytes, iters)| {
            let iters = ((iters as f64 * scale).ceil() as usize).max(3);
            let text = sample_text(bytes);
            for _ in 0..(iters / 10).max(1) {
                std::hint::black_box(gate.check(&text));
            }
            let mut us = Vec::with_capacity(iters);
            for _ in 0..iters {
                let t = Instant::now();
                std::hint::black_box(gate.check(std::hint::black_box(&text)));
                us.push(t.elapsed().as_secs_f64() * 1e6);
            }
            let total: f64 = us.iter().sum();
            us.sort_by(|a, b| a.total_cmp(b));
            BenchRow {
                size: name.into(),
                bytes: text.len(),
                iterations: iters,
                p50_us: percentile(&us, 0.5),
                p99_us: percentile(&us, 0.99),
                mean_us: total / iters as f64,
                mb_per_s: text.len() as f64 * iters as f64 / total,
            }
        })
        .collect()
}

pub fn to_markdown(rows: &[BenchRow]) -> String {
    let mut s = String::from(
        "| size | iterations | p50 µs | p99 µs | mean µs | MB/s |\n|---|---|---|---|---|---|\n",
    );
    for r in rows {
        s.push_str(&format!(
            "| {} | {} | {:.1} | {:.1} | {:.1} | {:.1} |\n",
            r.size, r.iterations, r.p50_us, r.p99_us, r.mean_us, r.mb_per_s
        ));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sample_sizes_and_rows() {
        assert_eq!(sample_text(2048).len(), 2048.min(sample_text(2048).len()));
        assert!(sample_text(2048).len() > 2040);
        let rows = run(&Gate::default(), 0.001);
        assert_eq!(rows.len(), 4);
        assert!(rows.iter().all(|r| r.p50_us > 0.0 && r.p99_us >= r.p50_us));
    }
}
