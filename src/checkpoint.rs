//! safetensors checkpoints: single file or sharded, memory-mapped, dtype per tensor.
//!
//! Tensor names are reduced to one canonical form here and nowhere else: the prefixes
//! `model.language_model.` (official multimodal checkpoints) and `model.` (text-only re-saves)
//! are stripped, so the model code asks for `layers.3.self_attn.q_proj.weight`.
//! Vision (`model.visual.*`) and MTP (`mtp.*`) tensors are recognised and not loaded.

use std::collections::{BTreeMap, HashMap};
use std::fs::File;
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use half::{bf16, f16};
use memmap2::Mmap;
use safetensors::tensor::Dtype as StDtype;
use safetensors::SafeTensors;

use crate::config::{ConfigError, ModelConfig};

#[derive(Debug, thiserror::Error)]
pub enum CheckpointError {
    #[error("{0}")]
    Config(#[from] ConfigError),
    #[error("{path}: {message}")]
    File { path: PathBuf, message: String },
    #[error("{file}: tensor `{tensor}`: {message}")]
    Tensor {
        file: PathBuf,
        tensor: String,
        message: String,
    },
    #[error("{dir}: missing tensor `{tensor}`")]
    Missing { dir: PathBuf, tensor: String },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DType {
    BF16,
    F16,
    F32,
}

impl DType {
    pub fn size(self) -> usize {
        match self {
            DType::BF16 | DType::F16 => 2,
            DType::F32 => 4,
        }
    }
}

#[derive(Clone)]
enum Bytes {
    Mapped(Arc<Mmap>, Range<usize>),
    Owned(Arc<[u8]>),
}

/// A tensor as stored: dtype, shape and little-endian bytes (mapped or owned).
#[derive(Clone)]
pub struct Tensor {
    pub dtype: DType,
    pub shape: Vec<usize>,
    bytes: Bytes,
}

impl std::fmt::Debug for Tensor {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Tensor({:?}, {:?})", self.dtype, self.shape)
    }
}

impl Tensor {
    /// Stores `values` in `dtype` (rounding to nearest), e.g. for generated weights.
    pub fn from_f32(shape: Vec<usize>, values: &[f32], dtype: DType) -> Self {
        assert_eq!(shape.iter().product::<usize>(), values.len());
        let bytes: Vec<u8> = match dtype {
            DType::F32 => values.iter().flat_map(|v| v.to_le_bytes()).collect(),
            DType::BF16 => values
                .iter()
                .flat_map(|v| bf16::from_f32(*v).to_le_bytes())
                .collect(),
            DType::F16 => values
                .iter()
                .flat_map(|v| f16::from_f32(*v).to_le_bytes())
                .collect(),
        };
        Tensor {
            dtype,
            shape,
            bytes: Bytes::Owned(bytes.into()),
        }
    }

    pub fn numel(&self) -> usize {
        self.shape.iter().product()
    }

    pub fn bytes(&self) -> &[u8] {
        match &self.bytes {
            Bytes::Mapped(map, range) => &map[range.clone()],
            Bytes::Owned(b) => b,
        }
    }

    /// Converts elements `start .. start + out.len()` (flat index) to f32.
    pub fn read_f32(&self, start: usize, out: &mut [f32]) {
        let size = self.dtype.size();
        let raw = &self.bytes()[start * size..(start + out.len()) * size];
        match self.dtype {
            DType::F32 => {
                for (o, c) in out.iter_mut().zip(raw.chunks_exact(4)) {
                    *o = f32::from_le_bytes([c[0], c[1], c[2], c[3]]);
                }
            }
            DType::BF16 => {
                for (o, c) in out.iter_mut().zip(raw.chunks_exact(2)) {
                    *o = f32::from_bits((u16::from_le_bytes([c[0], c[1]]) as u32) << 16);
                }
            }
            DType::F16 => {
                for (o, c) in out.iter_mut().zip(raw.chunks_exact(2)) {
                    *o = f16::from_bits(u16::from_le_bytes([c[0], c[1]])).to_f32();
                }
            }
        }
    }

    pub fn to_f32_vec(&self) -> Vec<f32> {
        let mut v = vec![0.0; self.numel()];
        self.read_f32(0, &mut v);
        v
    }
}

/// Where the model's tensors come from: a checkpoint on disk or generated weights.
pub trait TensorSource {
    /// The tensor with canonical `name`, checked against `shape`.
    fn tensor(&self, name: &str, shape: &[usize]) -> Result<Tensor, CheckpointError>;
    /// Whether a tensor with canonical `name` exists.
    fn contains(&self, name: &str) -> bool;
}

struct Entry {
    file: usize,
    original_name: String,
    dtype: Result<DType, String>,
    shape: Vec<usize>,
    range: Range<usize>,
}

/// What a checkpoint holds besides the text decoder.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Skipped {
    pub vision_tensors: usize,
    pub mtp_tensors: usize,
    pub unknown: Vec<String>,
}

pub struct Checkpoint {
    pub dir: PathBuf,
    pub config: ModelConfig,
    pub skipped: Skipped,
    files: Vec<(PathBuf, Arc<Mmap>)>,
    entries: HashMap<String, Entry>,
}

const LANGUAGE_MODEL_PREFIX: &str = "model.language_model.";
const TEXT_PREFIX: &str = "model.";

enum NameKind {
    Text(String),
    Vision,
    Mtp,
}

fn classify(name: &str) -> NameKind {
    if name.starts_with("model.visual.") || name.starts_with("visual.") {
        NameKind::Vision
    } else if name.starts_with("mtp.") || name.starts_with("model.mtp.") {
        NameKind::Mtp
    } else if let Some(rest) = name.strip_prefix(LANGUAGE_MODEL_PREFIX) {
        NameKind::Text(rest.to_string())
    } else if let Some(rest) = name.strip_prefix(TEXT_PREFIX) {
        NameKind::Text(rest.to_string())
    } else {
        NameKind::Text(name.to_string())
    }
}

fn is_decoder_tensor(name: &str) -> bool {
    name == "lm_head.weight"
        || name == "embed_tokens.weight"
        || name == "norm.weight"
        || name.starts_with("layers.")
}

impl Checkpoint {
    /// Opens a checkpoint directory: `config.json` plus `model.safetensors` or a sharded
    /// `model.safetensors.index.json`. Headers are parsed and validated; data stays mapped.
    pub fn open(dir: &Path) -> Result<Self, CheckpointError> {
        if !dir.is_dir() {
            return Err(CheckpointError::File {
                path: dir.to_path_buf(),
                message:
                    "not a directory (expected a checkpoint with config.json and *.safetensors)"
                        .into(),
            });
        }
        let config = ModelConfig::from_dir(dir)?;
        let shard_names = shard_files(dir)?;
        let total: u64 = shard_names
            .iter()
            .filter_map(|p| std::fs::metadata(p).ok())
            .map(|m| m.len())
            .sum();
        let bar = crate::progress::bytes_bar(total, "mapping checkpoint");

        let mut files = Vec::new();
        let mut entries = HashMap::new();
        let mut skipped = Skipped::default();
        for path in shard_names {
            let file = File::open(&path).map_err(|e| CheckpointError::File {
                path: path.clone(),
                message: format!("cannot open: {e}"),
            })?;
            // SAFETY: the map is read-only; a checkpoint modified while Lily runs is outside
            // what any inference engine can defend against.
            let map = unsafe { Mmap::map(&file) }.map_err(|e| CheckpointError::File {
                path: path.clone(),
                message: format!("cannot map: {e}"),
            })?;
            let (header_len, metadata) =
                SafeTensors::read_metadata(&map).map_err(|e| CheckpointError::File {
                    path: path.clone(),
                    message: format!(
                        "not a valid safetensors file (truncated or corrupt header?): {e}"
                    ),
                })?;
            let data_start = 8 + header_len;
            let file_index = files.len();
            for (name, info) in metadata.tensors() {
                let canonical = match classify(&name) {
                    NameKind::Vision => {
                        skipped.vision_tensors += 1;
                        continue;
                    }
                    NameKind::Mtp => {
                        skipped.mtp_tensors += 1;
                        continue;
                    }
                    NameKind::Text(c) => c,
                };
                if !is_decoder_tensor(&canonical) {
                    skipped.unknown.push(name.clone());
                    continue;
                }
                let dtype = match info.dtype {
                    StDtype::BF16 => Ok(DType::BF16),
                    StDtype::F16 => Ok(DType::F16),
                    StDtype::F32 => Ok(DType::F32),
                    other => Err(format!("dtype {other:?} is not supported (bf16, f16, f32)")),
                };
                let entry = Entry {
                    file: file_index,
                    original_name: name.clone(),
                    dtype,
                    shape: info.shape.clone(),
                    range: data_start + info.data_offsets.0..data_start + info.data_offsets.1,
                };
                if let Some(prev) = entries.insert(canonical.clone(), entry) {
                    return Err(CheckpointError::Tensor {
                        file: path.clone(),
                        tensor: name,
                        message: format!(
                            "defined twice (also as `{}` in {})",
                            prev.original_name,
                            files
                                .get(prev.file)
                                .map(|f: &(PathBuf, Arc<Mmap>)| f.0.display().to_string())
                                .unwrap_or_else(|| path.display().to_string())
                        ),
                    });
                }
            }
            bar.inc(map.len() as u64);
            files.push((path, Arc::new(map)));
        }
        bar.finish_and_clear();
        skipped.unknown.sort();
        Ok(Checkpoint {
            dir: dir.to_path_buf(),
            config,
            skipped,
            files,
            entries,
        })
    }

    /// Canonical names of all decoder tensors present.
    pub fn tensor_names(&self) -> Vec<&str> {
        let mut v: Vec<&str> = self.entries.keys().map(String::as_str).collect();
        v.sort();
        v
    }

    /// Bytes of all decoder tensors, by dtype.
    pub fn stored_bytes(&self) -> BTreeMap<String, u64> {
        let mut m = BTreeMap::new();
        for e in self.entries.values() {
            let key = match &e.dtype {
                Ok(d) => format!("{d:?}"),
                Err(_) => "other".into(),
            };
            *m.entry(key).or_insert(0) += (e.range.end - e.range.start) as u64;
        }
        m
    }
}

impl TensorSource for Checkpoint {
    fn contains(&self, name: &str) -> bool {
        self.entries.contains_key(name)
    }

    fn tensor(&self, name: &str, shape: &[usize]) -> Result<Tensor, CheckpointError> {
        let entry = self
            .entries
            .get(name)
            .ok_or_else(|| CheckpointError::Missing {
                dir: self.dir.clone(),
                tensor: name.to_string(),
            })?;
        let (path, map) = &self.files[entry.file];
        let fail = |message: String| CheckpointError::Tensor {
            file: path.clone(),
            tensor: entry.original_name.clone(),
            message,
        };
        let dtype = entry.dtype.clone().map_err(fail)?;
        if entry.shape != shape {
            return Err(fail(format!(
                "shape {:?}, expected {:?} from config.json",
                entry.shape, shape
            )));
        }
        let expected = shape.iter().product::<usize>() * dtype.size();
        if entry.range.end - entry.range.start != expected {
            return Err(fail(format!(
                "holds {} bytes, {expected} expected for {dtype:?} {shape:?}",
                entry.range.end - entry.range.start
            )));
        }
        Ok(Tensor {
            dtype,
            shape: shape.to_vec(),
            bytes: Bytes::Mapped(map.clone(), entry.range.clone()),
        })
    }
}

fn shard_files(dir: &Path) -> Result<Vec<PathBuf>, CheckpointError> {
    let index = dir.join("model.safetensors.index.json");
    if index.exists() {
        let text = std::fs::read_to_string(&index).map_err(|e| CheckpointError::File {
            path: index.clone(),
            message: format!("cannot read: {e}"),
        })?;
        let v: serde_json::Value =
            serde_json::from_str(&text).map_err(|e| CheckpointError::File {
                path: index.clone(),
                message: format!("not valid JSON: {e}"),
            })?;
        let map = v
            .get("weight_map")
            .and_then(|m| m.as_object())
            .ok_or_else(|| CheckpointError::File {
                path: index.clone(),
                message: "field `weight_map`: missing or not an object".into(),
            })?;
        let mut names: Vec<&str> = Vec::new();
        for (tensor, file) in map {
            let file = file.as_str().ok_or_else(|| CheckpointError::File {
                path: index.clone(),
                message: format!("field `weight_map.{tensor}`: expected a file name"),
            })?;
            if file.contains('/') || file.contains('\\') || file == ".." {
                return Err(CheckpointError::File {
                    path: index.clone(),
                    message: format!("field `weight_map.{tensor}`: `{file}` is not a file in the checkpoint directory"),
                });
            }
            if !names.contains(&file) {
                names.push(file);
            }
        }
        names.sort();
        let paths: Vec<PathBuf> = names.iter().map(|n| dir.join(n)).collect();
        for p in &paths {
            if !p.is_file() {
                return Err(CheckpointError::File {
                    path: index.clone(),
                    message: format!("shard {} is listed but missing", p.display()),
                });
            }
        }
        return Ok(paths);
    }
    let single = dir.join("model.safetensors");
    if single.is_file() {
        return Ok(vec![single]);
    }
    Err(CheckpointError::File {
        path: dir.to_path_buf(),
        message: "no model.safetensors or model.safetensors.index.json".into(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_canonicalised() {
        assert!(
            matches!(classify("model.language_model.layers.0.mlp.gate.weight"), NameKind::Text(n) if n == "layers.0.mlp.gate.weight")
        );
        assert!(
            matches!(classify("model.layers.0.mlp.gate.weight"), NameKind::Text(n) if n == "layers.0.mlp.gate.weight")
        );
        assert!(matches!(classify("lm_head.weight"), NameKind::Text(n) if n == "lm_head.weight"));
        assert!(matches!(
            classify("model.visual.blocks.0.attn.qkv.weight"),
            NameKind::Vision
        ));
        assert!(matches!(classify("mtp.fc.weight"), NameKind::Mtp));
    }

    #[test]
    fn dtype_conversions_are_exact() {
        let vals = [1.0f32, -2.5, 0.15625, 49152.0];
        for dtype in [DType::F32, DType::BF16, DType::F16] {
            let t = Tensor::from_f32(vec![4], &vals, dtype);
            assert_eq!(t.to_f32_vec(), vals.to_vec(), "{dtype:?}");
        }
    }
}
