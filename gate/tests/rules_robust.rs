//! The rule tier never fails on text built from the words its rules look for: cue words,
//! values, separators and scripts mixed at random (a failure would keep the request local
//! with an error instead of judging it).

use lily_gate::Gate;

const PIECES: &[&str] = &[
    "password",
    "PIN",
    "passcode",
    "wifi",
    "login",
    "sign in",
    "key box",
    "door code",
    "is",
    "was",
    "opens with",
    "with",
    "and",
    "/",
    ":",
    ",",
    "?",
    "!",
    ".",
    "\n",
    "  ",
    "'",
    "\"",
    "`",
    "(",
    ")",
    "-",
    "_",
    "#",
    "@",
    "my",
    "her",
    "the",
    "Blue!Tiger88",
    "bluebell62",
    "3816",
    "2024",
    "10:30pm",
    "v2.1",
    "sam@x.com",
    "Mr",
    "Dr",
    "in",
    "at",
    "called",
    "Anna",
    "Smith",
    "O'Neil",
    "비밀번호",
    "비번",
    "와이파이",
    "로그인",
    "는",
    "은",
    "이야",
    "로",
    "야",
    "이게",
    "김민수",
    "님",
    "씨",
    "서울",
    "키박스",
    "0827",
    "sky 1234",
    "해바라기2024!",
    "🎉",
    "e\u{301}",
    "\u{200B}",
    "\u{FEFF}",
    "４",
    "ㄱ",
    "Ω",
    "ß",
    "İ",
    "\t",
    "|",
];

#[test]
fn random_cue_sentences_never_fail() {
    let gate = Gate::default();
    let mut x: u64 = 0x2545_F491_4F6C_DD1D;
    let mut next = |n: usize| {
        x = x
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((x >> 33) as usize) % n
    };
    for len in [1usize, 2, 3, 5, 8, 13, 40] {
        for _ in 0..400 {
            let mut text = String::new();
            for _ in 0..len {
                text.push_str(PIECES[next(PIECES.len())]);
                if next(3) > 0 {
                    text.push(' ');
                }
            }
            let v = gate.check(&text);
            assert!(v.input.error.is_none(), "{text:?}: {:?}", v.input.error);
            for f in &v.findings {
                assert!(f.start < f.end && f.end <= text.len(), "{text:?}: {f:?}");
                assert!(text.is_char_boundary(f.start) && text.is_char_boundary(f.end));
            }
        }
    }
}
