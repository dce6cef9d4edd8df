import Foundation

extension DateFormatter {
  /// The capitalization formatting context used when formatting a date (Apple's Foundation).
  ///
  /// Foundation on Linux has no such property; here it compiles, reads `.unknown` and setting it
  /// has no effect: dates keep the capitalization Linux Foundation gives them (docs/unsupported.md).
  public var formattingContext: Formatter.Context {
    get { .unknown }
    set {}
  }
}
