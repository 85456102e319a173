//! Lily: a single-model inference engine for Qwen3.6-35B-A3B.

pub mod backend;
pub mod chat_template;
pub mod checkpoint;
pub mod config;
pub mod model;
pub mod progress;
pub mod tokenizer;
