import Foundation

/// A QR Code symbol's modules: function patterns, format and version information and the
/// codewords placed in the standard zigzag, masked by the pattern with the lowest penalty.
struct QRCodeMatrix {
  /// Modules per side (4 × version + 17).
  let size: Int
  /// Dark modules, row by row.
  private(set) var dark: [Bool]
  /// Modules that belong to function patterns and information areas (never masked).
  private var isFunction: [Bool]

  /// The symbol for `bytes` at `level`, or nil when no version holds them.
  init?(bytes: [UInt8], level: QRCodeEncoder.Level) {
    guard let version = QRCodeEncoder.version(forByteCount: bytes.count, level: level) else { return nil }
    size = version * 4 + 17
    dark = Array(repeating: false, count: size * size)
    isFunction = dark
    drawFunctionPatterns(version: version)
    placeCodewords(QRCodeEncoder.codewords(for: bytes, version: version, level: level))
    var best: (mask: Int, penalty: Int)?
    for mask in 0..<8 {
      var candidate = self
      candidate.applyMask(mask)
      candidate.drawFormatBits(level: level, mask: mask)
      let penalty = candidate.penalty()
      if best == nil || penalty < best!.penalty { best = (mask, penalty) }
    }
    applyMask(best!.mask)
    drawFormatBits(level: level, mask: best!.mask)
  }

  /// Whether the module at column `x`, row `y` is dark.
  func isDark(x: Int, y: Int) -> Bool { dark[y * size + x] }

  private mutating func set(_ x: Int, _ y: Int, _ isDark: Bool, function: Bool = true) {
    dark[y * size + x] = isDark
    if function { isFunction[y * size + x] = true }
  }

  // MARK: Function patterns

  private mutating func drawFunctionPatterns(version: Int) {
    for i in 0..<size {  // timing patterns
      set(6, i, i % 2 == 0)
      set(i, 6, i % 2 == 0)
    }
    drawFinder(centerX: 3, centerY: 3)
    drawFinder(centerX: size - 4, centerY: 3)
    drawFinder(centerX: 3, centerY: size - 4)
    let positions = Self.alignmentPositions(version: version)
    let last = positions.count - 1
    for (i, y) in positions.enumerated() {
      for (j, x) in positions.enumerated() where !((i == 0 && j == 0) || (i == 0 && j == last) || (i == last && j == 0)) {
        drawAlignment(centerX: x, centerY: y)
      }
    }
    drawFormatBits(level: .medium, mask: 0)  // reserves the areas; the real bits are drawn after masking
    drawVersionBits(version: version)
  }

  /// A 7 × 7 finder with its light separator, clipped to the symbol.
  private mutating func drawFinder(centerX: Int, centerY: Int) {
    for dy in -4...4 {
      for dx in -4...4 {
        let x = centerX + dx, y = centerY + dy
        guard x >= 0, x < size, y >= 0, y < size else { continue }
        let ring = max(abs(dx), abs(dy))
        set(x, y, ring != 2 && ring != 4)
      }
    }
  }

  private mutating func drawAlignment(centerX: Int, centerY: Int) {
    for dy in -2...2 {
      for dx in -2...2 { set(centerX + dx, centerY + dy, max(abs(dx), abs(dy)) != 1) }
    }
  }

  /// The alignment patterns' centre coordinates (both axes) for `version`.
  static func alignmentPositions(version: Int) -> [Int] {
    guard version > 1 else { return [] }
    let count = version / 7 + 2
    let step = version == 32 ? 26 : (version * 4 + count * 2 + 1) / (count * 2 - 2) * 2
    let size = version * 4 + 17
    return [6] + (0..<(count - 1)).map { size - 7 - $0 * step }.reversed()
  }

  /// The 15 format bits (level, mask, BCH code, XOR pattern) in their two copies, and the dark module.
  private mutating func drawFormatBits(level: QRCodeEncoder.Level, mask: Int) {
    let data = level.formatBits << 3 | mask
    var remainder = data
    for _ in 0..<10 { remainder = (remainder << 1) ^ ((remainder >> 9) * 0x537) }
    let bits = (data << 10 | remainder) ^ 0x5412
    func bit(_ i: Int) -> Bool { (bits >> i) & 1 == 1 }
    for i in 0...5 { set(8, i, bit(i)) }
    set(8, 7, bit(6))
    set(8, 8, bit(7))
    set(7, 8, bit(8))
    for i in 9..<15 { set(14 - i, 8, bit(i)) }
    for i in 0..<8 { set(size - 1 - i, 8, bit(i)) }
    for i in 8..<15 { set(8, size - 15 + i, bit(i)) }
    set(8, size - 8, true)
  }

  /// The 18 version bits (versions 7 and up) beside the top-right and bottom-left finders.
  private mutating func drawVersionBits(version: Int) {
    guard version >= 7 else { return }
    var remainder = version
    for _ in 0..<12 { remainder = (remainder << 1) ^ ((remainder >> 11) * 0x1F25) }
    let bits = version << 12 | remainder
    for i in 0..<18 {
      let isDark = (bits >> i) & 1 == 1
      let a = size - 11 + i % 3, b = i / 3
      set(a, b, isDark)
      set(b, a, isDark)
    }
  }

  // MARK: Codewords and masks

  /// Places the codewords' bits in two-column strips from the bottom right, up then down, skipping
  /// the vertical timing pattern's column and every function module.
  private mutating func placeCodewords(_ codewords: [UInt8]) {
    var index = 0
    var right = size - 1
    while right >= 1 {
      if right == 6 { right = 5 }
      for vertical in 0..<size {
        for j in 0..<2 {
          let x = right - j
          let upward = (right + 1) & 2 == 0
          let y = upward ? size - 1 - vertical : vertical
          guard !isFunction[y * size + x] else { continue }
          if index < codewords.count * 8 {
            let isDark = (codewords[index >> 3] >> (7 - UInt8(index & 7))) & 1 == 1
            set(x, y, isDark, function: false)
          }
          index += 1
        }
      }
      right -= 2
    }
  }

  /// Flips the data modules that mask pattern `mask` selects.
  private mutating func applyMask(_ mask: Int) {
    for y in 0..<size {
      for x in 0..<size where !isFunction[y * size + x] {
        let flip: Bool
        switch mask {
        case 0: flip = (x + y) % 2 == 0
        case 1: flip = y % 2 == 0
        case 2: flip = x % 3 == 0
        case 3: flip = (x + y) % 3 == 0
        case 4: flip = (x / 3 + y / 2) % 2 == 0
        case 5: flip = x * y % 2 + x * y % 3 == 0
        case 6: flip = (x * y % 2 + x * y % 3) % 2 == 0
        default: flip = ((x + y) % 2 + x * y % 3) % 2 == 0
        }
        if flip { dark[y * size + x].toggle() }
      }
    }
  }

  /// The standard's penalty score: runs of five or more, 2 × 2 blocks, finder-like patterns, and
  /// dark modules far from half.
  func penalty() -> Int {
    var score = 0
    for horizontal in [true, false] {
      for line in 0..<size {
        let modules = (0..<size).map { horizontal ? isDark(x: $0, y: line) : isDark(x: line, y: $0) }
        var run = 1
        for i in 1...size {
          if i < size, modules[i] == modules[i - 1] {
            run += 1
          } else {
            if run >= 5 { score += 3 + run - 5 }
            run = 1
          }
        }
        // 1:1:3:1:1 with four light modules on one side; outside the symbol counts as light.
        score += finderPatterns(in: modules) * 40
      }
    }
    for y in 0..<(size - 1) {
      for x in 0..<(size - 1) {
        let c = isDark(x: x, y: y)
        if c == isDark(x: x + 1, y: y), c == isDark(x: x, y: y + 1), c == isDark(x: x + 1, y: y + 1) { score += 3 }
      }
    }
    let darkCount = dark.lazy.filter { $0 }.count
    let total = size * size
    let k = (abs(darkCount * 20 - total * 10) + total - 1) / total - 1
    score += max(0, k) * 10
    return score
  }

  /// How many 1:1:3:1:1 dark–light patterns with four light modules before or after them `line` holds.
  private func finderPatterns(in line: [Bool]) -> Int {
    let pattern: [Bool] = [true, false, true, true, true, false, true]
    func module(_ i: Int) -> Bool { i >= 0 && i < line.count && line[i] }
    var count = 0
    for start in 0...(line.count - 7) where (0..<7).allSatisfy({ module(start + $0) == pattern[$0] }) {
      let lightBefore = (1...4).allSatisfy { !module(start - $0) }
      let lightAfter = (1...4).allSatisfy { !module(start + 6 + $0) }
      if lightBefore || lightAfter { count += 1 }
    }
    return count
  }
}
