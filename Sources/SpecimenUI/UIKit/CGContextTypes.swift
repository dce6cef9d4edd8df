import Foundation

/// How `CGContext.drawPath(using:)` paints the current path.
public enum CGPathDrawingMode: Int32, Sendable {
  case fill, eoFill, stroke, fillStroke, eoFillStroke
}

/// How finely a context samples images it scales (kept; Specimen's images are drawn with Cairo's good filter).
public enum CGInterpolationQuality: Int32, Sendable {
  case `default` = 0, none = 1, low = 2, medium = 4, high = 3
}

/// How a context composites what it draws with what is there (kept; drawing composites normally).
public enum CGBlendMode: Int32, Sendable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
  case difference, exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut, sourceAtop
  case destinationOver, destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter
}
