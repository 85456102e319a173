//! What the gate reports: entity kinds, their classes, and findings.

use serde::{Deserialize, Serialize};

/// Entity kinds. The snake_case names are used in JSON output, datasets and policy files.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    Email,
    Phone,
    Card,
    Iban,
    /// A Korean bank account number in a bank-specific grouping, near account words.
    KrBankAccount,
    KrRrn,
    KrFrn,
    KrBrn,
    UsSsn,
    Passport,
    /// A Korean driver's licence number (region code-year-serial-check).
    KrDriverLicense,
    Ip,
    Mac,
    UrlCredentials,
    ApiKey,
    PrivateKey,
    Password,
    DateOfBirth,
    Person,
    Address,
}

/// What a kind of identifier means for routing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Class {
    /// Reaches a person: email, phone.
    Contact,
    /// Moves money: cards, IBANs.
    Financial,
    /// Issued by a state to one person: RRN, foreigner number, SSN, passport.
    GovernmentId,
    /// Identifies a business, not a person (KR BRN); redacted, weighs less.
    Business,
    /// Identifies a device or connection: IP, MAC.
    Network,
    /// Grants access: keys, tokens, passwords, credentials in URLs.
    Secret,
    /// Who someone is: name, address, date of birth.
    Personal,
}

impl Kind {
    pub const ALL: [Kind; 20] = [
        Kind::Email,
        Kind::Phone,
        Kind::Card,
        Kind::Iban,
        Kind::KrBankAccount,
        Kind::KrRrn,
        Kind::KrFrn,
        Kind::KrBrn,
        Kind::UsSsn,
        Kind::Passport,
        Kind::KrDriverLicense,
        Kind::Ip,
        Kind::Mac,
        Kind::UrlCredentials,
        Kind::ApiKey,
        Kind::PrivateKey,
        Kind::Password,
        Kind::DateOfBirth,
        Kind::Person,
        Kind::Address,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Kind::Email => "email",
            Kind::Phone => "phone",
            Kind::Card => "card",
            Kind::Iban => "iban",
            Kind::KrBankAccount => "kr_bank_account",
            Kind::KrRrn => "kr_rrn",
            Kind::KrFrn => "kr_frn",
            Kind::KrBrn => "kr_brn",
            Kind::UsSsn => "us_ssn",
            Kind::Passport => "passport",
            Kind::KrDriverLicense => "kr_driver_license",
            Kind::Ip => "ip",
            Kind::Mac => "mac",
            Kind::UrlCredentials => "url_credentials",
            Kind::ApiKey => "api_key",
            Kind::PrivateKey => "private_key",
            Kind::Password => "password",
            Kind::DateOfBirth => "date_of_birth",
            Kind::Person => "person",
            Kind::Address => "address",
        }
    }

    /// Parses a kind name, accepting common aliases used by other datasets.
    pub fn parse(s: &str) -> Option<Kind> {
        let s = s.trim().to_ascii_lowercase().replace(['-', ' '], "_");
        let k = match s.as_str() {
            "email" | "email_address" => Kind::Email,
            "phone" | "phone_number" | "tel" => Kind::Phone,
            "card" | "credit_card" | "card_number" => Kind::Card,
            "iban" | "iban_code" => Kind::Iban,
            "kr_bank_account" | "bank_account" | "account_number" => Kind::KrBankAccount,
            "kr_rrn" | "rrn" => Kind::KrRrn,
            "kr_frn" | "frn" => Kind::KrFrn,
            "kr_brn" | "brn" => Kind::KrBrn,
            "us_ssn" | "ssn" => Kind::UsSsn,
            "passport" | "us_passport" | "kr_passport" => Kind::Passport,
            "kr_driver_license" | "kr_driver_licence" | "driver_license" | "kr_driving_license" => {
                Kind::KrDriverLicense
            }
            "ip" | "ip_address" | "ipv4" | "ipv6" => Kind::Ip,
            "mac" | "mac_address" => Kind::Mac,
            "url_credentials" | "url_credential" => Kind::UrlCredentials,
            "api_key" | "secret" | "token" => Kind::ApiKey,
            "private_key" => Kind::PrivateKey,
            "password" => Kind::Password,
            "date_of_birth" | "dob" | "birth_date" => Kind::DateOfBirth,
            "person" | "person_name" | "name" => Kind::Person,
            "address" | "location" => Kind::Address,
            _ => return None,
        };
        Some(k)
    }

    /// Tag used in placeholders such as `[EMAIL_1]`.
    pub fn tag(self) -> &'static str {
        match self {
            Kind::Email => "EMAIL",
            Kind::Phone => "PHONE",
            Kind::Card => "CARD",
            Kind::Iban => "IBAN",
            Kind::KrBankAccount => "ACCOUNT",
            Kind::KrRrn => "RRN",
            Kind::KrFrn => "FRN",
            Kind::KrBrn => "BRN",
            Kind::UsSsn => "SSN",
            Kind::Passport => "PASSPORT",
            Kind::KrDriverLicense => "DRIVER_LICENSE",
            Kind::Ip => "IP",
            Kind::Mac => "MAC",
            Kind::UrlCredentials => "CREDENTIALS",
            Kind::ApiKey => "SECRET",
            Kind::PrivateKey => "PRIVATE_KEY",
            Kind::Password => "PASSWORD",
            Kind::DateOfBirth => "BIRTH_DATE",
            Kind::Person => "NAME",
            Kind::Address => "ADDRESS",
        }
    }

    pub fn class(self) -> Class {
        match self {
            Kind::Email | Kind::Phone => Class::Contact,
            Kind::Card | Kind::Iban | Kind::KrBankAccount => Class::Financial,
            Kind::KrRrn | Kind::KrFrn | Kind::UsSsn | Kind::Passport | Kind::KrDriverLicense => {
                Class::GovernmentId
            }
            Kind::KrBrn => Class::Business,
            Kind::Ip | Kind::Mac => Class::Network,
            Kind::UrlCredentials | Kind::ApiKey | Kind::PrivateKey | Kind::Password => {
                Class::Secret
            }
            Kind::DateOfBirth | Kind::Person | Kind::Address => Class::Personal,
        }
    }
}

/// One detected span, in byte offsets of the caller's original text.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Finding {
    #[serde(rename = "type")]
    pub kind: Kind,
    pub start: usize,
    pub end: usize,
    #[serde(serialize_with = "two_decimals")]
    pub score: f32,
    pub reason: String,
}

/// Scores print as 0.95, not 0.949999988079071.
pub fn two_decimals<S: serde::Serializer>(x: &f32, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_f64((*x as f64 * 100.0).round() / 100.0)
}
