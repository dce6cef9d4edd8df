import Foundation

/// Encodes ASCII bytes as a Code 128 barcode (ISO/IEC 15417), as Core Image's
/// `CICode128BarcodeGenerator` does: start symbol, data in code set B (code set C for runs of
/// digits, code set A for control characters), modulo-103 check symbol, stop pattern.
enum Code128Encoder {
  /// The bar and space widths (in modules) of symbols 0–105, then the stop pattern.
  private static let widths: [String] = [
    "212222", "222122", "222221", "121223", "121322", "131222", "122213", "122312", "132212", "221213",
    "221312", "231212", "112232", "122132", "122231", "113222", "123122", "123221", "223211", "221132",
    "221231", "213212", "223112", "312131", "311222", "321122", "321221", "312212", "322112", "322211",
    "212123", "212321", "232121", "111323", "131123", "131321", "112313", "132113", "132311", "211313",
    "231113", "231311", "112133", "112331", "132131", "113123", "113321", "133121", "313121", "211331",
    "231131", "213113", "213311", "213131", "311123", "311321", "331121", "312113", "312311", "332111",
    "314111", "221411", "431111", "111224", "111422", "121124", "121421", "141122", "141221", "112214",
    "112412", "122114", "122411", "142112", "142211", "241211", "221114", "413111", "241112", "134111",
    "111242", "121142", "121241", "114212", "124112", "124211", "411212", "421112", "421211", "212141",
    "214121", "412121", "111143", "111341", "131141", "114113", "114311", "411113", "411311", "113141",
    "114131", "311141", "411131", "211412", "211214", "211232", "2331112",
  ]

  private static let startA = 103, startB = 104, startC = 105, stop = 106
  private static let codeA = 101, codeB = 100, codeC = 99

  /// The symbol values for `bytes`, start and check symbol included, or nil when a byte is not ASCII.
  static func symbols(for bytes: [UInt8]) -> [Int]? {
    guard !bytes.isEmpty, bytes.allSatisfy({ $0 < 128 }) else { return nil }
    func digitRun(from index: Int) -> Int {
      var end = index
      while end < bytes.count, (48...57).contains(bytes[end]) { end += 1 }
      return end - index
    }
    enum Set { case a, b, c }
    var result: [Int] = []
    var set: Set
    let leading = digitRun(from: 0)
    if leading >= 4 || (leading == bytes.count && leading >= 2 && leading % 2 == 0) {
      set = .c
      result.append(startC)
    } else if bytes.first! < 32 {
      set = .a
      result.append(startA)
    } else {
      set = .b
      result.append(startB)
    }
    var i = 0
    while i < bytes.count {
      let run = digitRun(from: i)
      if set != .c, run >= 6 || (run >= 4 && i + run == bytes.count) {
        if run % 2 == 1 {  // one digit in the current set first, so the rest pair up
          result.append(value(bytes[i], in: set == .a))
          i += 1
        }
        result.append(codeC)
        set = .c
        continue
      }
      if set == .c {
        if run >= 2 {
          result.append(Int(bytes[i] - 48) * 10 + Int(bytes[i + 1] - 48))
          i += 2
          continue
        }
        set = bytes[i] < 32 ? .a : .b
        result.append(set == .a ? codeA : codeB)
      }
      if bytes[i] < 32, set == .b {
        set = .a
        result.append(codeA)
      } else if bytes[i] >= 96, set == .a {
        set = .b
        result.append(codeB)
      }
      result.append(value(bytes[i], in: set == .a))
      i += 1
    }
    let check = result.enumerated().reduce(0) { sum, item in sum + item.element * max(item.offset, 1) } % 103
    return result + [check]
  }

  /// A character's symbol value in code set A (control characters and upper case) or B (printable ASCII).
  private static func value(_ byte: UInt8, in setA: Bool) -> Int {
    setA && byte < 32 ? Int(byte) + 64 : Int(byte) - 32
  }

  /// The barcode's modules from the first bar to the end of the stop pattern: true for a bar.
  static func modules(for bytes: [UInt8]) -> [Bool]? {
    guard let symbols = symbols(for: bytes) else { return nil }
    var modules: [Bool] = []
    for symbol in symbols + [stop] {
      for (index, width) in widths[symbol].enumerated() {
        modules += Array(repeating: index % 2 == 0, count: Int(String(width))!)
      }
    }
    return modules
  }
}
