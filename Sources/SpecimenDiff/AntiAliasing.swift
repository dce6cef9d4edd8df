/// The anti-aliased pixel detector of image-diff.md step 6 (V. Vysniauskas, 2009).
enum AntiAliasing {
  /// Whether pixel (x, y) of `image` looks like anti-aliasing, judged against `other`.
  ///
  /// Neighbours are visited column by column (x outer, y inner) like pixelmatch, which
  /// decides which of several equally dark or bright neighbours is remembered.
  static func isAntiAliased(
    _ image: UnsafePointer<UInt8>, x x1: Int, y y1: Int, width: Int, height: Int,
    other: UnsafePointer<UInt8>
  ) -> Bool {
    let x0 = max(x1 - 1, 0)
    let y0 = max(y1 - 1, 0)
    let x2 = min(x1 + 1, width - 1)
    let y2 = min(y1 + 1, height - 1)
    let centre = y1 * width + x1
    let centreWord = ColorDelta.word(image, centre)
    let centreY = ColorDelta.brightness(image, centre)
    var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
    var minDelta = 0.0
    var maxDelta = 0.0
    var darkest = 0
    var brightest = 0
    var x = x0
    while x <= x2 {
      var y = y0
      while y <= y2 {
        if x != x1 || y != y1 {
          let neighbour = y * width + x
          // The brightness delta, centre minus neighbour; exactly 0 for equal RGBA values.
          let delta = ColorDelta.word(image, neighbour) == centreWord ? 0 : centreY - ColorDelta.brightness(image, neighbour)
          if delta == 0 {
            zeroes += 1
            if zeroes > 2 { return false }
          } else if delta < minDelta {
            minDelta = delta
            darkest = neighbour
          } else if delta > maxDelta {
            maxDelta = delta
            brightest = neighbour
          }
        }
        y += 1
      }
      x += 1
    }
    if minDelta == 0 || maxDelta == 0 { return false }
    return (hasManySiblings(image, darkest, width: width, height: height)
      && hasManySiblings(other, darkest, width: width, height: height))
      || (hasManySiblings(image, brightest, width: width, height: height)
        && hasManySiblings(other, brightest, width: width, height: height))
  }

  /// Whether pixel `index` has more than two neighbours with exactly its RGBA value
  /// (a border pixel starts with one).
  static func hasManySiblings(_ image: UnsafePointer<UInt8>, _ index: Int, width: Int, height: Int) -> Bool {
    let x1 = index % width
    let y1 = index / width
    let x0 = max(x1 - 1, 0)
    let y0 = max(y1 - 1, 0)
    let x2 = min(x1 + 1, width - 1)
    let y2 = min(y1 + 1, height - 1)
    let value = ColorDelta.word(image, index)
    var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
    var x = x0
    while x <= x2 {
      var y = y0
      while y <= y2 {
        if x != x1 || y != y1, ColorDelta.word(image, y * width + x) == value {
          zeroes += 1
          if zeroes > 2 { return true }
        }
        y += 1
      }
      x += 1
    }
    return false
  }
}
