//! Lily: a single-model inference engine for Qwen3.6-35B-A3B.

pub mod backend;
pub mod bench;
pub mod chat_template;
pub mod checkpoint;
pub mod config;
pub mod engine;
pub mod generate;
pub mod model;
pub mod progress;
pub mod rng;
pub mod server;
pub mod tokenizer;
