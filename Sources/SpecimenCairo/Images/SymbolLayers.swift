import CCairo

/// A symbol's drawing split into SF Symbols' two main layers, for `.hierarchical` and `.palette`
/// rendering: the glyph (primary) and the container it sits in (secondary).
///
/// SF Symbols name such symbols `<glyph>.<container>` (`xmark.circle`, `exclamationmark.triangle.fill`,
/// `checkmark.seal`) and draw the glyph in the primary style over the container in the secondary one.
/// Specimen's drawings have one layer, so the two are recovered from the rendered coverage
/// (`SymbolCoverage`). A drawing that does not split stays one primary layer.
enum SymbolLayers {
  /// The most pixels a split examines (2048 × 2048: a symbol over 1000 pt tall at 2×).
  static let maxSplitPixels = 2048 * 2048

  /// The container shapes SF Symbols puts glyphs in.
  static let containers: Set<Substring> = ["circle", "square", "rectangle", "triangle", "seal", "shield", "diamond", "hexagon", "octagon", "app"]

  /// How a glyph sits in its container.
  enum Kind: Hashable {
    /// A filled circle: the glyph is the disc less the drawing, so a glyph cropped by the edge
    /// (`person.crop.circle.fill`) is whole.
    case filledCircle
    /// Another filled container: the glyph is what the outside cannot reach.
    case filled
    /// An outline: the glyph is every shape but the container's.
    case outlined
  }

  /// How `name` draws in layers; nil when it is not a glyph in a container.
  static func kind(of name: String) -> Kind? {
    var parts = name.split(separator: ".")
    let filled = parts.last == "fill"
    if filled { parts.removeLast() }
    guard parts.count >= 2, let last = parts.last, containers.contains(last) else { return nil }
    return filled ? (last == "circle" ? .filledCircle : .filled) : .outlined
  }

  /// Splits `group` (a pattern over an image surface holding the symbol drawn in any opaque colour:
  /// a popped group of an image target, or a bitmap made for a vector target) into masks for the
  /// primary and the secondary layer, with the group's geometry; nil when its surface is not an
  /// image or the drawing does not split. The caller destroys both patterns.
  static func split(_ group: OpaquePointer, kind: Kind) -> (primary: OpaquePointer, secondary: OpaquePointer)? {
    var found: OpaquePointer?
    guard cairo_pattern_get_surface(group, &found) == CAIRO_STATUS_SUCCESS, let surface = found,
          cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
          cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 else { return nil }
    cairo_surface_flush(surface)
    let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else { return nil }
    // The covered box, one pixel wider each side, is all that is examined (a group can be as large as the clip).
    var minX = width, minY = height, maxX = -1, maxY = -1
    for y in 0..<height {
      let row = UnsafeRawPointer(data.advanced(by: y * stride)).assumingMemoryBound(to: UInt32.self)
      for x in 0..<width where row[x] >> 24 != 0 {
        minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
      }
    }
    guard maxX >= 0 else { return nil }
    minX = max(minX - 1, 0); minY = max(minY - 1, 0); maxX = min(maxX + 1, width - 1); maxY = min(maxY + 1, height - 1)
    let boxWidth = maxX - minX + 1, boxHeight = maxY - minY + 1
    // A symbol larger than this draws in one layer rather than spend hundreds of megabytes splitting.
    guard boxWidth * boxHeight <= maxSplitPixels else { return nil }
    var alpha = [UInt8](repeating: 0, count: boxWidth * boxHeight)
    for y in 0..<boxHeight {
      let row = UnsafeRawPointer(data.advanced(by: (minY + y) * stride)).assumingMemoryBound(to: UInt32.self)
      for x in 0..<boxWidth { alpha[y * boxWidth + x] = UInt8(truncatingIfNeeded: row[minX + x] >> 24) }
    }
    let coverage = SymbolCoverage(width: boxWidth, height: boxHeight, alpha: alpha)
    let split: (glyph: [UInt8], container: [UInt8])?
    switch kind {
    case .filledCircle: split = coverage.discLayers()
    case .filled: split = coverage.filledLayers()
    case .outlined: split = coverage.outlinedLayers()
    }
    guard let layers = split else { return nil }
    var matrix = cairo_matrix_t()
    cairo_pattern_get_matrix(group, &matrix)
    var offsetX = 0.0, offsetY = 0.0
    cairo_surface_get_device_offset(surface, &offsetX, &offsetY)
    func pattern(_ values: [UInt8]) -> OpaquePointer? {
      let image = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))
      defer { cairo_surface_destroy(image) }
      guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS, let pixels = cairo_image_surface_get_data(image) else { return nil }
      let rowBytes = Int(cairo_image_surface_get_stride(image))
      for y in 0..<boxHeight {
        for x in 0..<boxWidth { pixels[(minY + y) * rowBytes + minX + x] = values[y * boxWidth + x] }
      }
      cairo_surface_mark_dirty(image)
      cairo_surface_set_device_offset(image, offsetX, offsetY)
      let made = cairo_pattern_create_for_surface(image)
      cairo_pattern_set_matrix(made, &matrix)
      return made
    }
    guard let primary = pattern(layers.glyph) else { return nil }
    guard let secondary = pattern(layers.container) else { cairo_pattern_destroy(primary); return nil }
    return (primary, secondary)
  }
}

/// The coverage (alpha, 0…255) of a rendered symbol, and the two ways to find its glyph.
struct SymbolCoverage {
  let width: Int
  let height: Int
  let alpha: [UInt8]

  /// A filled container has its glyph cut out: the glyph is every pixel the outside cannot reach
  /// through uncovered pixels (below half coverage), less the coverage there, so its edges meet the
  /// container's without a seam. Pixels next to the outside stay the container's, so its rim gets no
  /// glyph-coloured fringe. Nil when there is no hole.
  func filledLayers() -> (glyph: [UInt8], container: [UInt8])? {
    let outside = SymbolCoverage.reachedFromBorder(through: alpha.map { $0 < 128 }, width: width, height: height)
    var glyph = [UInt8](repeating: 0, count: width * height)
    var holePixels = 0
    for y in 0..<height {
      for x in 0..<width {
        let index = y * width + x
        guard !outside[index], !touchesOutside(x, y, outside) else { continue }
        glyph[index] = 255 - alpha[index]
        if alpha[index] < 128 { holePixels += 1 }
      }
    }
    return holePixels > 0 ? (glyph, alpha) : nil
  }

  /// A filled circle's glyph is the disc that the drawing's half-covered pixels span (as wide as
  /// they are, from their top), less the drawing; differences under a quarter of full coverage are the two edges' anti-aliasing, not
  /// glyph. Nil when nothing is cut out.
  func discLayers() -> (glyph: [UInt8], container: [UInt8])? {
    guard let (centreX, centreY, radius) = Self.fittedDisc(alpha.map { $0 >= 128 }, width: width, height: height) else { return nil }
    var glyph = [UInt8](repeating: 0, count: width * height)
    var glyphPixels = 0
    for y in 0..<height {
      for x in 0..<width {
        let dx = Double(x) + 0.5 - centreX, dy = Double(y) + 0.5 - centreY
        let disc = min(max(radius - (dx * dx + dy * dy).squareRoot() + 0.5, 0), 1) * 255
        let difference = disc - Double(alpha[y * width + x])
        guard difference >= 64 else { continue }
        glyph[y * width + x] = UInt8(difference.rounded())
        glyphPixels += 1
      }
    }
    return glyphPixels > 0 ? (glyph, alpha) : nil
  }

  /// An outlined container is the shape (8-connected covered pixels) that holds the topmost covered
  /// pixel; the glyph is every other shape. Nil when the drawing is a single shape.
  func outlinedLayers() -> (glyph: [UInt8], container: [UInt8])? {
    guard let top = alpha.firstIndex(where: { $0 > 0 }) else { return nil }
    var inContainer = [Bool](repeating: false, count: width * height)
    inContainer[top] = true
    var stack = [top]
    while let index = stack.popLast() {
      let x = index % width, y = index / width
      for dy in -1...1 {
        for dx in -1...1 {
          let nx = x + dx, ny = y + dy
          guard nx >= 0, nx < width, ny >= 0, ny < height else { continue }
          let next = ny * width + nx
          if !inContainer[next] && alpha[next] > 0 { inContainer[next] = true; stack.append(next) }
        }
      }
    }
    var glyph = [UInt8](repeating: 0, count: width * height)
    var container = [UInt8](repeating: 0, count: width * height)
    var glyphPixels = 0
    for index in alpha.indices where alpha[index] > 0 {
      if inContainer[index] { container[index] = alpha[index] } else { glyph[index] = alpha[index]; glyphPixels += 1 }
    }
    return glyphPixels > 0 ? (glyph, container) : nil
  }

  /// The disc a filled circle's set cells span (`inside`, a `width` × `height` grid): as wide as they
  /// are and measured from their top, since a glyph cropped by the circle (`person.crop.circle.fill`)
  /// opens its lower edge. Centre and radius in cells; nil when no cell is set.
  static func fittedDisc(_ inside: [Bool], width: Int, height: Int) -> (centreX: Double, centreY: Double, radius: Double)? {
    var minX = width, maxX = -1, minY = height
    for index in inside.indices where inside[index] {
      let x = index % width, y = index / width
      minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y)
    }
    guard maxX >= minX else { return nil }
    let radius = Double(maxX - minX + 1) / 2
    return (Double(minX) + radius, Double(minY) + radius, radius)
  }

  /// The cells of a `width` × `height` grid that the border reaches through `open` cells (4-connected).
  static func reachedFromBorder(through open: [Bool], width: Int, height: Int) -> [Bool] {
    var reached = [Bool](repeating: false, count: width * height)
    var stack: [Int] = []
    func visit(_ index: Int) {
      if !reached[index] && open[index] { reached[index] = true; stack.append(index) }
    }
    for x in 0..<width { visit(x); visit((height - 1) * width + x) }
    for y in 0..<height { visit(y * width); visit(y * width + width - 1) }
    while let index = stack.popLast() {
      let x = index % width, y = index / width
      if x > 0 { visit(index - 1) }
      if x < width - 1 { visit(index + 1) }
      if y > 0 { visit(index - width) }
      if y < height - 1 { visit(index + width) }
    }
    return reached
  }

  private func touchesOutside(_ x: Int, _ y: Int, _ outside: [Bool]) -> Bool {
    for dy in -1...1 {
      for dx in -1...1 {
        let nx = x + dx, ny = y + dy
        guard nx >= 0, nx < width, ny >= 0, ny < height else { return true }
        if outside[ny * width + nx] { return true }
      }
    }
    return false
  }
}
