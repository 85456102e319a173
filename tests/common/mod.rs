//! Shared helpers for the tests that run the `lily` binary.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs `lily ARGS` with `stdin` as its standard input and collects its output.
pub fn lily(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_lily"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    input.write_all(stdin).unwrap();
    drop(input);
    child.wait_with_output().unwrap()
}
