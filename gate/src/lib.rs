//! The Privacy Gate: decides whether a request stays on the local engine, goes to a cloud
//! model with sensitive spans replaced by reversible placeholders, or goes as is.
//! No dependency on the inference engine, so apps can embed it.

pub mod learned;
