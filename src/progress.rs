//! Progress bars for long, byte-counted work (mapping or uploading a checkpoint).

use indicatif::{ProgressBar, ProgressStyle};

/// Below this a bar would only flicker.
const MIN_BYTES_FOR_BAR: u64 = 256 << 20;

/// A byte-counted bar on stderr; hidden for small totals and when stderr is not a terminal.
pub fn bytes_bar(total: u64, message: &'static str) -> ProgressBar {
    if total < MIN_BYTES_FOR_BAR {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new(total).with_message(message);
    bar.set_style(
        ProgressStyle::with_template("{msg} [{bar:40}] {bytes}/{total_bytes} ({eta})")
            .expect("static template")
            .progress_chars("=> "),
    );
    bar
}
