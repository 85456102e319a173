//! The decoder's weights, named after the checkpoint tensors, as views of stored tensors.
//!
//! Nothing is converted here: matrices stay in their stored dtype (mapped from disk for a
//! checkpoint), and backends read them as they need. Small vectors (norms, gates' constants)
//! are converted to f32 once.

use crate::checkpoint::{CheckpointError, Tensor, TensorSource};
use crate::config::{LayerType, ModelConfig};

/// `rows x cols` row-major matrix: rows `row0 .. row0 + rows` of a stored tensor viewed as
/// 2-D with `cols` columns (3-D expert tensors are viewed as stacked 2-D matrices).
#[derive(Clone, Debug)]
pub struct Matrix {
    pub tensor: Tensor,
    pub row0: usize,
    pub rows: usize,
    pub cols: usize,
}

impl Matrix {
    fn whole(tensor: Tensor) -> Self {
        let cols = *tensor.shape.last().expect("matrices have a shape");
        let rows = tensor.numel() / cols;
        Matrix {
            tensor,
            row0: 0,
            rows,
            cols,
        }
    }

    fn rows_of(tensor: &Tensor, row0: usize, rows: usize) -> Self {
        let cols = *tensor.shape.last().expect("matrices have a shape");
        Matrix {
            tensor: tensor.clone(),
            row0,
            rows,
            cols,
        }
    }

    /// Reads row `r` of this view as f32.
    pub fn read_row(&self, r: usize, out: &mut [f32]) {
        debug_assert!(r < self.rows && out.len() == self.cols);
        self.tensor.read_f32((self.row0 + r) * self.cols, out);
    }
}

#[derive(Clone, Debug)]
pub struct AttentionWeights {
    /// `[2 * heads * head_dim, hidden]`: per head, head_dim query rows then head_dim gate rows.
    pub q_proj: Matrix,
    pub k_proj: Matrix,
    pub v_proj: Matrix,
    pub o_proj: Matrix,
    pub q_norm: Vec<f32>,
    pub k_norm: Vec<f32>,
}

#[derive(Clone, Debug)]
pub struct GdnWeights {
    /// `[2 * key_dim + value_dim, hidden]`, rows q | k | v.
    pub in_proj_qkv: Matrix,
    pub in_proj_z: Matrix,
    pub in_proj_b: Matrix,
    pub in_proj_a: Matrix,
    /// `[conv_dim, kernel]` (the checkpoint's `[conv_dim, 1, kernel]`).
    pub conv1d: Vec<f32>,
    pub dt_bias: Vec<f32>,
    pub a_log: Vec<f32>,
    /// Gated RMSNorm weight, applied as plain `w` (no +1).
    pub norm: Vec<f32>,
    pub out_proj: Matrix,
}

#[derive(Clone, Debug)]
pub enum Mixer {
    LinearAttention(GdnWeights),
    FullAttention(AttentionWeights),
}

/// One SwiGLU expert: `down(silu(gate x) * up x)`.
#[derive(Clone, Debug)]
pub struct Expert {
    pub gate_proj: Matrix,
    pub up_proj: Matrix,
    pub down_proj: Matrix,
}

#[derive(Clone, Debug)]
pub struct MoeWeights {
    /// Router `[num_experts, hidden]`.
    pub gate: Matrix,
    pub experts: Vec<Expert>,
    pub shared_expert: Expert,
    /// `[1, hidden]`: a per-token sigmoid gate on the shared expert.
    pub shared_expert_gate: Matrix,
}

#[derive(Clone, Debug)]
pub struct LayerWeights {
    pub input_layernorm: Vec<f32>,
    pub post_attention_layernorm: Vec<f32>,
    pub mixer: Mixer,
    pub mlp: MoeWeights,
}

#[derive(Clone, Debug)]
pub struct ModelWeights {
    pub embed_tokens: Matrix,
    pub layers: Vec<LayerWeights>,
    pub norm: Vec<f32>,
    pub lm_head: Matrix,
}

struct Loader<'a> {
    src: &'a dyn TensorSource,
}

impl Loader<'_> {
    fn matrix(&self, name: &str, rows: usize, cols: usize) -> Result<Matrix, CheckpointError> {
        Ok(Matrix::whole(self.src.tensor(name, &[rows, cols])?))
    }

    fn vector(&self, name: &str, len: usize) -> Result<Vec<f32>, CheckpointError> {
        Ok(self.src.tensor(name, &[len])?.to_f32_vec())
    }

    fn experts(&self, p: &str, cfg: &ModelConfig) -> Result<Vec<Expert>, CheckpointError> {
        let (e, h, i) = (cfg.num_experts, cfg.hidden_size, cfg.moe_intermediate_size);
        let fused = format!("{p}mlp.experts.gate_up_proj");
        if self.src.contains(&fused)
            || !self
                .src
                .contains(&format!("{p}mlp.experts.0.gate_proj.weight"))
        {
            // Official layout: [E, 2I, H] with the gate rows first, and [E, H, I].
            let gate_up = self.src.tensor(&fused, &[e, 2 * i, h])?;
            let down = self
                .src
                .tensor(&format!("{p}mlp.experts.down_proj"), &[e, h, i])?;
            return Ok((0..e)
                .map(|x| Expert {
                    gate_proj: Matrix::rows_of(&gate_up, x * 2 * i, i),
                    up_proj: Matrix::rows_of(&gate_up, x * 2 * i + i, i),
                    down_proj: Matrix::rows_of(&down, x * h, h),
                })
                .collect());
        }
        (0..e)
            .map(|x| {
                Ok(Expert {
                    gate_proj: self.matrix(
                        &format!("{p}mlp.experts.{x}.gate_proj.weight"),
                        i,
                        h,
                    )?,
                    up_proj: self.matrix(&format!("{p}mlp.experts.{x}.up_proj.weight"), i, h)?,
                    down_proj: self.matrix(
                        &format!("{p}mlp.experts.{x}.down_proj.weight"),
                        h,
                        i,
                    )?,
                })
            })
            .collect()
    }

    fn layer(&self, idx: usize, cfg: &ModelConfig) -> Result<LayerWeights, CheckpointError> {
        let p = format!("layers.{idx}.");
        let h = cfg.hidden_size;
        let mixer = match cfg.layer_types[idx] {
            LayerType::FullAttention => {
                let (nh, nkv, hd) = (
                    cfg.num_attention_heads,
                    cfg.num_key_value_heads,
                    cfg.head_dim,
                );
                Mixer::FullAttention(AttentionWeights {
                    q_proj: self.matrix(&format!("{p}self_attn.q_proj.weight"), 2 * nh * hd, h)?,
                    k_proj: self.matrix(&format!("{p}self_attn.k_proj.weight"), nkv * hd, h)?,
                    v_proj: self.matrix(&format!("{p}self_attn.v_proj.weight"), nkv * hd, h)?,
                    o_proj: self.matrix(&format!("{p}self_attn.o_proj.weight"), h, nh * hd)?,
                    q_norm: self.vector(&format!("{p}self_attn.q_norm.weight"), hd)?,
                    k_norm: self.vector(&format!("{p}self_attn.k_norm.weight"), hd)?,
                })
            }
            LayerType::LinearAttention => {
                let nv = cfg.linear_num_value_heads;
                let conv_dim = cfg.gdn_conv_dim();
                let k = cfg.linear_conv_kernel_dim;
                Mixer::LinearAttention(GdnWeights {
                    in_proj_qkv: self.matrix(
                        &format!("{p}linear_attn.in_proj_qkv.weight"),
                        conv_dim,
                        h,
                    )?,
                    in_proj_z: self.matrix(
                        &format!("{p}linear_attn.in_proj_z.weight"),
                        cfg.gdn_value_dim(),
                        h,
                    )?,
                    in_proj_b: self.matrix(&format!("{p}linear_attn.in_proj_b.weight"), nv, h)?,
                    in_proj_a: self.matrix(&format!("{p}linear_attn.in_proj_a.weight"), nv, h)?,
                    conv1d: self
                        .src
                        .tensor(&format!("{p}linear_attn.conv1d.weight"), &[conv_dim, 1, k])?
                        .to_f32_vec(),
                    dt_bias: self.vector(&format!("{p}linear_attn.dt_bias"), nv)?,
                    a_log: self.vector(&format!("{p}linear_attn.A_log"), nv)?,
                    norm: self.vector(
                        &format!("{p}linear_attn.norm.weight"),
                        cfg.linear_value_head_dim,
                    )?,
                    out_proj: self.matrix(
                        &format!("{p}linear_attn.out_proj.weight"),
                        h,
                        cfg.gdn_value_dim(),
                    )?,
                })
            }
        };
        let si = cfg.shared_expert_intermediate_size;
        let mlp = MoeWeights {
            gate: self.matrix(&format!("{p}mlp.gate.weight"), cfg.num_experts, h)?,
            experts: self.experts(&p, cfg)?,
            shared_expert: Expert {
                gate_proj: self.matrix(&format!("{p}mlp.shared_expert.gate_proj.weight"), si, h)?,
                up_proj: self.matrix(&format!("{p}mlp.shared_expert.up_proj.weight"), si, h)?,
                down_proj: self.matrix(&format!("{p}mlp.shared_expert.down_proj.weight"), h, si)?,
            },
            shared_expert_gate: self.matrix(&format!("{p}mlp.shared_expert_gate.weight"), 1, h)?,
        };
        Ok(LayerWeights {
            input_layernorm: self.vector(&format!("{p}input_layernorm.weight"), h)?,
            post_attention_layernorm: self
                .vector(&format!("{p}post_attention_layernorm.weight"), h)?,
            mixer,
            mlp,
        })
    }
}

impl ModelWeights {
    /// Binds every decoder tensor, checking names, shapes and dtypes against `cfg`.
    pub fn load(src: &dyn TensorSource, cfg: &ModelConfig) -> Result<Self, CheckpointError> {
        let l = Loader { src };
        let (v, h) = (cfg.vocab_size, cfg.hidden_size);
        let embed_tokens = l.matrix("embed_tokens.weight", v, h)?;
        let lm_head = if cfg.tie_word_embeddings && !src.contains("lm_head.weight") {
            embed_tokens.clone()
        } else {
            l.matrix("lm_head.weight", v, h)?
        };
        let layers = (0..cfg.num_hidden_layers)
            .map(|i| l.layer(i, cfg))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(ModelWeights {
            embed_tokens,
            layers,
            norm: l.vector("norm.weight", h)?,
            lm_head,
        })
    }
}
