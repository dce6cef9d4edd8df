import Foundation

/// A repeatable global option that takes a path (`--name PATH` or `--name=PATH`, any command), as
/// `--assets` and `--font-path` are.
struct RepeatablePathOption {
  /// The option as typed, e.g. `--assets`.
  let name: String
  /// The usage error when the option has no value after it.
  let missingValue: String
  /// The usage error when the value is empty (`--name=`).
  let emptyValue: String

  /// Removes every occurrence from `arguments`, handing each path to `handle` in order as it is found.
  func extract(_ arguments: inout [String], _ handle: (String) throws -> Void) throws {
    var kept: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      let path: String
      if argument == name {
        guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("-") else { throw UsageError(message: missingValue) }
        path = arguments[index + 1]
        index += 2
      } else if argument.hasPrefix(name + "=") {
        path = String(argument.dropFirst(name.count + 1))
        index += 1
      } else {
        kept.append(argument)
        index += 1
        continue
      }
      guard !path.isEmpty else { throw UsageError(message: emptyValue) }
      try handle(path)
    }
    arguments = kept
  }
}
