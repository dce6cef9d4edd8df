import Foundation

// `UUID` and `Date` as C variadic arguments, as Apple's Foundation bridges them to `NSUUID` and `NSDate`: Core Data
// code writes `NSPredicate(format: "id == %@", id as CVarArg)` and `String(format: "%@", date as CVarArg)`, which
// Linux Foundation rejects (neither type is `CVarArg` there). Each passes an `NSString` of the description Apple's
// object would print for `%@` (the UUID string; the date as "2001-01-01 00:00:00 +0000"), which the variadic list
// keeps alive for the call.

extension UUID: @retroactive CVarArg, @retroactive _CVarArgObject {
  /// The object a variadic list passes for this UUID: its string, as `NSUUID` prints it.
  public var _cVarArgObject: CVarArg { NSString(string: uuidString) }
  /// The words of a UUID passed outside a variadic list: its string object, kept alive for the process.
  public var _cVarArgEncoding: [Int] { VarArgObject.retainedWords(NSString(string: uuidString)) }
}

extension Date: @retroactive CVarArg, @retroactive _CVarArgObject {
  /// The object a variadic list passes for this date: its description, as `NSDate` prints it.
  public var _cVarArgObject: CVarArg { NSString(string: VarArgObject.description(of: self)) }
  /// The words of a date passed outside a variadic list: its description object, kept alive for the process.
  public var _cVarArgEncoding: [Int] { VarArgObject.retainedWords(NSString(string: VarArgObject.description(of: self))) }
}

private enum VarArgObject {
  /// `NSDate`'s description of `date`.
  static func description(of date: Date) -> String {
    NSDate(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate).description
  }

  /// The encoding of `object` with a reference that is never released, for a caller that holds none.
  static func retainedWords(_ object: NSString) -> [Int] {
    _ = Unmanaged.passRetained(object)
    return object._cVarArgEncoding
  }
}
