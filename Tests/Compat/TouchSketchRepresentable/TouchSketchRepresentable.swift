import SwiftUI
import UIKit

// A signature pad: a UIView subclass that follows the finger with touchesBegan/Moved and
// strokes its path in draw(_:), wrapped for SwiftUI with a caption laid over it.
final class SketchCanvasView: UIView {
    private let path = UIBezierPath()
    var strokeColor: UIColor = .label

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        isMultipleTouchEnabled = false
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func draw(_ rect: CGRect) {
        strokeColor.setStroke()
        path.lineWidth = 3
        path.stroke()
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, touch.type != .pencil || event?.type == .touches else { return }
        path.move(to: touch.location(in: self))
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        path.addLine(to: touch.location(in: self))
        setNeedsDisplay()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchesMoved(touches, with: event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        path.removeAllPoints()
        setNeedsDisplay()
    }
}

struct SignaturePad: UIViewRepresentable {
    var ink: Color = .indigo

    func makeUIView(context: Context) -> SketchCanvasView {
        SketchCanvasView(frame: .zero)
    }

    func updateUIView(_ uiView: SketchCanvasView, context: Context) {
        uiView.strokeColor = UIColor(ink)
    }
}

struct SignatureField: View {
    var body: some View {
        SignaturePad()
            .frame(height: 60)
            .overlay(alignment: .bottomLeading) {
                Rectangle()
                    .fill(.indigo)
                    .frame(height: 2)
                    .padding(.horizontal, 12)
                    .padding(.bottom, 14)
            }
            .clipShape(RoundedRectangle(cornerRadius: 10))
            .padding(10)
    }
}
