import CCairo
import Foundation
import SpecimenUI

/// A `MeshGradient` as a Cairo mesh pattern: one Coons patch per grid cell, corners at the cell's
/// vertices in the paint's bounds, each corner in its vertex colour (Cairo interpolates bilinearly).
enum MeshGradientPattern {
  static func pattern(_ mesh: MeshPaint, colors: [RGBA], bounds: CGRect) -> OpaquePointer? {
    guard let pattern = cairo_pattern_create_mesh() else { return nil }
    func point(_ index: Int) -> (Double, Double) {
      let p = mesh.points[index]
      let x = p.x.isFinite ? p.x : 0, y = p.y.isFinite ? p.y : 0
      return (Canvas.coordinate(bounds.minX + x * bounds.width), Canvas.coordinate(bounds.minY + y * bounds.height))
    }
    for row in 0..<(mesh.height - 1) {
      for column in 0..<(mesh.width - 1) {
        // Corners 0…3 clockwise from the top leading vertex of the cell.
        let corners = [row * mesh.width + column, row * mesh.width + column + 1,
                       (row + 1) * mesh.width + column + 1, (row + 1) * mesh.width + column]
        cairo_mesh_pattern_begin_patch(pattern)
        for (n, index) in corners.enumerated() {
          let (x, y) = point(index)
          if n == 0 { cairo_mesh_pattern_move_to(pattern, x, y) } else { cairo_mesh_pattern_line_to(pattern, x, y) }
        }
        for (n, index) in corners.enumerated() {
          let c = colors[index]
          cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(n), c.red, c.green, c.blue, c.alpha)
        }
        cairo_mesh_pattern_end_patch(pattern)
      }
    }
    return pattern
  }
}
