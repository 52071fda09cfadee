import Testing

/// Commands that used to report success while the project was broken or the request was
/// ignored: each now fails, applies what it was asked, or says what to do. The tests are
/// grouped by what they trust, a file each (`TrustTests+Setup.swift`, `+Check`, `+Reporting`,
/// `+RefusedInput`, `+RunLock`, `+Generate`); the suite runs them one at a time.
@Suite(.serialized) struct TrustTests {}
