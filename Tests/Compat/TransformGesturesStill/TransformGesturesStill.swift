import SwiftUI

// A zoomable photo card as iOS 16–17 code writes it: MagnifyGesture and RotateGesture with
// @GestureState, the iOS 13 MagnificationGesture/RotationGesture, a SpatialTapGesture reading the
// tap location, onHover for iPad pointers, navigationDestination(isPresented:) and (item:), and a
// blur-replace transition on the caption. A still draws the card at rest.
struct ZoomableCard: View {
    @GestureState private var pinch: CGFloat = 1
    @GestureState private var twist: Angle = .zero
    @State private var scale: CGFloat = 1
    @State private var angle: Angle = .zero
    @State private var hovering = false
    @State private var showDetail = false
    @State private var selected: Int?
    @State private var lastTap: CGPoint = .zero

    var magnify: some Gesture {
        MagnifyGesture(minimumScaleDelta: 0.02)
            .updating($pinch) { value, state, _ in state = value.magnification }
            .onEnded { value in scale *= value.magnification }
    }

    var rotate: some Gesture {
        RotateGesture()
            .updating($twist) { value, state, _ in state = value.rotation }
            .onEnded { value in angle += value.rotation }
    }

    var body: some View {
        NavigationStack {
            VStack(spacing: 12) {
                RoundedRectangle(cornerRadius: 16, style: .continuous)
                    .fill(hovering ? Color.orange : Color.purple)
                    .frame(width: 120, height: 80)
                    .scaleEffect(scale * pinch)
                    .rotationEffect(angle + twist)
                    .gesture(magnify.simultaneously(with: rotate))
                    .simultaneousGesture(MagnificationGesture().onChanged { _ in })
                    .highPriorityGesture(RotationGesture(minimumAngleDelta: .degrees(2)).onEnded { _ in })
                    .gesture(SpatialTapGesture(count: 2).onEnded { value in lastTap = value.location })
                    .onHover { inside in hovering = inside }
                if !showDetail {
                    Text("Pinch to zoom")
                        .transition(.blurReplace)
                }
            }
            .navigationDestination(isPresented: $showDetail) { Text("Detail") }
            .navigationDestination(item: $selected) { index in Text("Photo \(index)") }
            .toolbar(.hidden, for: .navigationBar)
        }
    }
}
