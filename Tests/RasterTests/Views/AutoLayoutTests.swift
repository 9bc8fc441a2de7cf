// AutoLayoutTests.swift · RasterTests/Views · Auto Layout: the solver, constraints, anchors, guides, fitting sizes and autoresizing (Views/UIKit/AutoLayout, UIView+Autoresizing.swift)

import Foundation
import Testing
@testable import Raster

/// A 300 × 200 top view, as a representable's view is once placed, at @1 so frames are whole points.
private func container(width: CGFloat = 300, height: CGFloat = 200, rightToLeft: Bool = false) -> UIView {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    view.layoutHost = (1, rightToLeft)
    return view
}

/// A subview of `container` placed by constraints.
private func constrained(in container: UIView) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(view)
    return view
}

/// A view that adds its constraints in `updateConstraints()`, as UIKit code does.
private final class SelfConstrainingView: UIView {
    let child = UIView()
    var updates = 0

    override func updateConstraints() {
        updates += 1
        if child.superview == nil {
            child.translatesAutoresizingMaskIntoConstraints = false
            addSubview(child)
            NSLayoutConstraint.activate([
                child.topAnchor.constraint(equalTo: topAnchor, constant: 4),
                child.leftAnchor.constraint(equalTo: leftAnchor, constant: 4),
                child.widthAnchor.constraint(equalToConstant: 10),
                child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 2),
            ])
        }
        super.updateConstraints()
    }
}

@Suite struct AutoLayoutTests {
    // MARK: The solver

    @Test func requiredEqualitiesAndInequalitiesHoldExactly() {
        let solver = LinearConstraintSolver(levels: 0)
        // x + y = 10, x = 3, z ≥ y + 1
        #expect(solver.add(.init(variable: 0) + .init(variable: 1) - .init(constant: 10), .equal, level: nil))
        #expect(solver.add(.init(variable: 0) - .init(constant: 3), .equal, level: nil))
        #expect(solver.add(.init(variable: 2) - .init(variable: 1) - .init(constant: 1), .greaterThanOrEqual, level: nil))
        #expect(solver.value(of: 0) == 3)
        #expect(solver.value(of: 1) == 7)
        #expect(solver.value(of: 2) >= 8)
    }

    @Test func aHigherPriorityWinsOverAnyNumberOfLowerOnes() {
        // Level 0: x = 10. Level 1: x = 0 three times. A weighted sum whose weights differ by
        // less than three times would pull x to 0; Auto Layout's priorities keep x at 10.
        let solver = LinearConstraintSolver(levels: 2)
        #expect(solver.add(.init(variable: 0) - .init(constant: 10), .equal, level: 0))
        for _ in 0..<3 { #expect(solver.add(.init(variable: 0), .equal, level: 1)) }
        #expect(solver.value(of: 0) == 10)
        // A required bound still beats them all.
        #expect(solver.add(.init(variable: 0) - .init(constant: 4), .lessThanOrEqual, level: nil))
        #expect(solver.value(of: 0) == 4)
    }

    @Test func aConflictingRequiredConstraintIsRefused() {
        let solver = LinearConstraintSolver(levels: 0)
        #expect(solver.add(.init(variable: 0) - .init(constant: 10), .greaterThanOrEqual, level: nil))
        #expect(!solver.add(.init(variable: 0) - .init(constant: 5), .lessThanOrEqual, level: nil))
        #expect(!solver.add(.init(variable: 0) - .init(constant: 5), .equal, level: nil))
        #expect(solver.value(of: 0) == 10)
    }

    // MARK: Constraints and anchors

    @Test func edgesPinnedWithConstantsGiveTheFrame() {
        let top = container(), child = constrained(in: top)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: top.leadingAnchor, constant: 16),
            child.trailingAnchor.constraint(equalTo: top.trailingAnchor, constant: -16),
            child.topAnchor.constraint(equalTo: top.topAnchor, constant: 20),
            child.heightAnchor.constraint(equalToConstant: 44),
        ])
        top.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 16, y: 20, width: 268, height: 44))
        #expect(top.constraints.count == 3 && child.constraints.count == 1)
        #expect(top.constraints.allSatisfy { $0.isActive })
    }

    @Test func centredWithAFixedSizeAndAProportionalWidth() {
        let top = container(), child = constrained(in: top), half = constrained(in: top)
        NSLayoutConstraint.activate([
            child.centerXAnchor.constraint(equalTo: top.centerXAnchor),
            child.centerYAnchor.constraint(equalTo: top.centerYAnchor),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalToConstant: 50),
            half.leftAnchor.constraint(equalTo: top.leftAnchor),
            half.bottomAnchor.constraint(equalTo: top.bottomAnchor),
            half.widthAnchor.constraint(equalTo: top.widthAnchor, multiplier: 0.5),
            half.heightAnchor.constraint(equalTo: child.heightAnchor, multiplier: 0.5, constant: 5),
        ])
        top.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 100, y: 75, width: 100, height: 50))
        #expect(half.frame == CGRect(x: 0, y: 170, width: 150, height: 30))
    }

    @Test func leadingIsTheRightEdgeRightToLeft() {
        let top = container(rightToLeft: true), child = constrained(in: top)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: top.leadingAnchor, constant: 16),
            child.topAnchor.constraint(equalTo: top.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 40),
            child.heightAnchor.constraint(equalToConstant: 40),
        ])
        top.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 244, y: 0, width: 40, height: 40))
    }

    @Test func anOptionalConstraintYieldsToARequiredBound() {
        let top = container(), child = constrained(in: top)
        let preferred = child.widthAnchor.constraint(equalToConstant: 200)
        preferred.priority = .defaultHigh
        NSLayoutConstraint.activate([
            preferred,
            child.widthAnchor.constraint(lessThanOrEqualToConstant: 120),
            child.leftAnchor.constraint(equalTo: top.leftAnchor),
            child.topAnchor.constraint(equalTo: top.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        top.layoutIfNeeded()
        #expect(child.frame.width == 120)
        // Changing a constant takes effect at the next layout.
        preferred.constant = 90
        top.layoutIfNeeded()
        #expect(child.frame.width == 90)
        // Deactivating a constraint removes it from the layout.
        preferred.isActive = false
        #expect(!preferred.isActive)
        #expect(child.constraints.count == 2 && top.constraints.count == 2)
    }

    @Test func theLabelThatHugsLessTakesTheSpareWidth() {
        let top = container()
        let title = UILabel(), detail = UILabel()
        title.text = "Title"
        detail.text = "Detail"
        for label in [title, detail] {
            label.translatesAutoresizingMaskIntoConstraints = false
            top.addSubview(label)
        }
        detail.setContentHuggingPriority(.defaultLow, for: .horizontal)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: top.leadingAnchor, constant: 16),
            detail.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            detail.trailingAnchor.constraint(equalTo: top.trailingAnchor, constant: -16),
            title.topAnchor.constraint(equalTo: top.topAnchor),
            detail.topAnchor.constraint(equalTo: top.topAnchor),
        ])
        top.layoutIfNeeded()
        let titleSize = title.intrinsicContentSize
        #expect(titleSize.width > 30)
        // The title hugs its text at 251; the detail, at 250, stretches. (Edges on whole points at @1.)
        #expect(title.frame == CGRect(x: 16, y: 0, width: (16 + titleSize.width).rounded() - 16, height: titleSize.height.rounded()))
        #expect(detail.frame.minX == (24 + titleSize.width).rounded())
        #expect(detail.frame.maxX == 284)
        #expect(detail.frame.height == detail.intrinsicContentSize.height.rounded())
    }

    @Test func framesAreRoundedToThePixelGrid() {
        let top = container(width: 100, height: 10)
        top.layoutHost = (3, false)
        let thirds = (0..<3).map { _ in constrained(in: top) }
        var constraints = [thirds[0].leftAnchor.constraint(equalTo: top.leftAnchor),
                           thirds[2].rightAnchor.constraint(equalTo: top.rightAnchor)]
        for (i, third) in thirds.enumerated() {
            constraints += [third.topAnchor.constraint(equalTo: top.topAnchor), third.heightAnchor.constraint(equalToConstant: 10),
                            third.widthAnchor.constraint(equalTo: thirds[0].widthAnchor)]
            if i > 0 { constraints.append(third.leftAnchor.constraint(equalTo: thirds[i - 1].rightAnchor)) }
        }
        NSLayoutConstraint.activate(constraints)
        top.layoutIfNeeded()
        // 33⅓ points: each edge on a 1/3-point pixel boundary.
        let edges: [CGFloat] = [0, 100.0 / 3, 200.0 / 3]
        #expect(thirds.map(\.frame.minX) == edges)
        #expect(thirds.map { ($0.frame.width * 3).rounded() } == [100, 100, 100])
    }

    @Test func theOldInitializerAndItsMarginAttributes() {
        let top = container(), child = constrained(in: top)
        top.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        top.addConstraints([
            NSLayoutConstraint(item: child, attribute: .leading, relatedBy: .equal, toItem: top, attribute: .leadingMargin,
                               multiplier: 1, constant: 0),
            NSLayoutConstraint(item: child, attribute: .trailing, relatedBy: .equal, toItem: top, attribute: .trailingMargin,
                               multiplier: 1, constant: 0),
            NSLayoutConstraint(item: child, attribute: .top, relatedBy: .equal, toItem: top, attribute: .topMargin,
                               multiplier: 1, constant: 0),
            NSLayoutConstraint(item: child, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                               multiplier: 1, constant: 30),
        ])
        top.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 20, y: 10, width: 260, height: 30))
    }

    // MARK: Layout guides

    @Test func guidesFollowTheViewsEdgesOrTheirConstraints() {
        let top = container(), left = constrained(in: top), right = constrained(in: top)
        let gap = UILayoutGuide()
        top.addLayoutGuide(gap)
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: top.layoutMarginsGuide.leadingAnchor),
            left.topAnchor.constraint(equalTo: top.safeAreaLayoutGuide.topAnchor),
            left.widthAnchor.constraint(equalToConstant: 50),
            left.heightAnchor.constraint(equalToConstant: 50),
            gap.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            gap.widthAnchor.constraint(equalToConstant: 30),
            gap.topAnchor.constraint(equalTo: top.topAnchor),
            gap.heightAnchor.constraint(equalToConstant: 1),
            right.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
            right.topAnchor.constraint(equalTo: left.bottomAnchor, constant: 4),
            right.widthAnchor.constraint(equalTo: left.widthAnchor),
            right.heightAnchor.constraint(equalTo: left.heightAnchor),
        ])
        top.layoutIfNeeded()
        #expect(top.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 284, height: 184))
        #expect(top.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(gap.layoutFrame == CGRect(x: 58, y: 0, width: 30, height: 1))
        #expect(right.frame == CGRect(x: 88, y: 54, width: 50, height: 50))
        #expect(top.layoutGuides.count == 3)
    }

    @Test func aLabelOfSeveralLinesWrapsAtTheWidthConstraintsGiveIt() {
        let top = container(), label = UILabel(), below = constrained(in: top)
        label.text = "A label long enough to need more than one line at this width"
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        top.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: top.leadingAnchor, constant: 20),
            label.trailingAnchor.constraint(equalTo: top.trailingAnchor, constant: -200),
            label.topAnchor.constraint(equalTo: top.topAnchor),
            below.topAnchor.constraint(equalTo: label.bottomAnchor),
            below.leadingAnchor.constraint(equalTo: top.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 10),
            below.heightAnchor.constraint(equalToConstant: 10),
        ])
        let oneLine = label.intrinsicContentSize.height
        top.layoutIfNeeded()
        // 80 points wide: the text wraps there (several lines), and the view below follows;
        // frames are rounded to this container's 1× pixel grid.
        #expect(label.frame.width == 80)
        #expect(label.frame.height == label.intrinsicContentSize.height.rounded())
        #expect(label.frame.height >= 3 * oneLine)
        #expect(below.frame.minY == label.frame.maxY)
        // One line allowed: one line high again.
        label.numberOfLines = 1
        top.layoutIfNeeded()
        #expect(label.frame.height == oneLine.rounded())
        #expect(below.frame.minY == oneLine.rounded())
    }

    // MARK: Fitting sizes and constraint updates

    @Test func theCompressedFittingSizeWrapsTheContent() {
        let card = UIView(), label = UILabel()
        card.layoutHost = (1, false)
        label.text = "Hello"
        label.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 6),
            label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -6),
        ])
        let text = label.intrinsicContentSize
        let fitted = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(fitted == CGSize(width: (text.width + 20).rounded(), height: (text.height + 12).rounded()))
        // Held at a required width, the label stretches and only the height fits.
        let wide = card.systemLayoutSizeFitting(CGSize(width: 250, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(wide == CGSize(width: 250, height: (text.height + 12).rounded()))
    }

    @Test func updateConstraintsRunsBeforeTheFirstLayoutAndWhenMarked() {
        let view = SelfConstrainingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.layoutHost = (1, false)
        view.layoutIfNeeded()
        #expect(view.updates == 1)
        #expect(view.child.frame == CGRect(x: 4, y: 4, width: 10, height: 20))
        view.layoutIfNeeded()
        #expect(view.updates == 1)
        view.setNeedsUpdateConstraints()
        #expect(view.needsUpdateConstraints())
        view.layoutIfNeeded()
        #expect(view.updates == 2)
    }

    @Test func removingAViewRemovesItsConstraintsWithViewsOutsideIt() {
        let top = container(), child = constrained(in: top), grandchild = constrained(in: child)
        NSLayoutConstraint.activate([
            child.widthAnchor.constraint(equalToConstant: 10),
            child.leftAnchor.constraint(equalTo: top.leftAnchor),
            grandchild.leftAnchor.constraint(equalTo: child.leftAnchor),
        ])
        child.removeFromSuperview()
        #expect(top.constraints.isEmpty)
        #expect(child.constraints.count == 2)
    }

    // MARK: Bad input

    @Test func badConstraintsWarnAndAreLeftOut() {
        let top = container(), child = constrained(in: top), stranger = UIView()
        let (_, warnings) = RasterDiagnostics.capturingWarnings {
            let apart = child.leftAnchor.constraint(equalTo: stranger.leftAnchor)
            apart.isActive = true
            #expect(!apart.isActive)
            let mixed = NSLayoutConstraint(item: child, attribute: .leading, relatedBy: .equal, toItem: top,
                                           attribute: .top, multiplier: 1, constant: 0)
            mixed.isActive = true
            #expect(!mixed.isActive)
            let location = NSLayoutConstraint(item: child, attribute: .left, relatedBy: .equal, toItem: nil,
                                              attribute: .notAnAttribute, multiplier: 1, constant: 10)
            location.isActive = true
            #expect(!location.isActive)
            NSLayoutConstraint.activate([
                child.widthAnchor.constraint(equalToConstant: 100),
                child.widthAnchor.constraint(equalToConstant: 50),
                child.heightAnchor.constraint(equalToConstant: .nan),
                child.leftAnchor.constraint(equalTo: top.leftAnchor),
                child.topAnchor.constraint(equalTo: top.topAnchor),
            ])
            top.layoutIfNeeded()
            #expect(child.frame == CGRect(x: 0, y: 0, width: 100, height: 0))
        }
        #expect(warnings.contains { $0.contains("not in one view hierarchy") && $0.contains("addSubview") })
        #expect(warnings.contains { $0.contains("it pairs leading with top, which lie along different axes") })
        #expect(warnings.contains { $0.contains("a location (left) cannot equal a constant") })
        #expect(warnings.contains { $0.contains("UIView.width == 50.0") && $0.contains("cannot hold together") })
        #expect(warnings.contains { $0.contains("its constant is nan") })
        #expect(warnings.count == 5)
    }

    // MARK: Autoresizing

    @Test func autoresizingMasksShareTheSuperviewsChange() {
        let top = container()
        let stretching = UIView(frame: CGRect(x: 10, y: 10, width: 280, height: 50))
        stretching.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let centred = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 50))
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        let fixed = UIView(frame: CGRect(x: 5, y: 5, width: 5, height: 5))
        [stretching, centred, fixed].forEach(top.addSubview)
        top.frame.size = CGSize(width: 400, height: 300)
        #expect(stretching.frame == CGRect(x: 10, y: 10, width: 380, height: 150))
        #expect(centred.frame == CGRect(x: 150, y: 0, width: 100, height: 50))
        #expect(fixed.frame == CGRect(x: 5, y: 5, width: 5, height: 5))
    }

    // MARK: Hosted

    @Test func aRepresentablesSubviewsAreDrawnWhereTheirConstraintsPlaceThem() {
        let (image, warnings) = renderHosted({ () -> UIView in
            let view = UIView()
            view.backgroundColor = .white
            let bar = UIView()
            bar.backgroundColor = .red
            bar.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(bar)
            NSLayoutConstraint.activate([
                bar.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
                bar.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -10),
                bar.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -5),
                bar.heightAnchor.constraint(equalToConstant: 8),
            ])
            return view
        }, size: CGSize(width: 60, height: 40), scale: 2)
        #expect(warnings.isEmpty)
        #expect(inkBounds(image, background: .white) == CGRect(x: 20, y: 54, width: 80, height: 16))
    }
}

/// A stack of fixed-size views (no intrinsic size: sizes come from width and height constraints).
private func boxes(_ sizes: [CGSize]) -> [UIView] {
    sizes.map { size in
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([view.widthAnchor.constraint(equalToConstant: size.width),
                                     view.heightAnchor.constraint(equalToConstant: size.height)])
        return view
    }
}

/// A subview that records what UIKit tells it about its superview.
private final class MovingView: UIView {
    var log: [String] = []
    override func willMove(toSuperview newSuperview: UIView?) { log.append("willMove \(newSuperview == nil ? "nil" : "view")") }
    override func didMoveToSuperview() { log.append("didMove \(superview == nil ? "nil" : "view")") }
}

@Suite struct UIStackViewTests {
    /// `views` arranged in a stack filling a `width` × `height` top view at @1.
    private func arrange(_ views: [UIView], width: CGFloat = 300, height: CGFloat = 100, rightToLeft: Bool = false,
                         configure: (UIStackView) -> Void) -> UIStackView {
        let top = container(width: width, height: height, rightToLeft: rightToLeft)
        let stack = UIStackView(arrangedSubviews: views)
        configure(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        top.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: top.leadingAnchor), stack.trailingAnchor.constraint(equalTo: top.trailingAnchor),
            stack.topAnchor.constraint(equalTo: top.topAnchor), stack.bottomAnchor.constraint(equalTo: top.bottomAnchor),
        ])
        top.layoutIfNeeded()
        return stack
    }

    @Test func fillEquallyWithSpacingSharesTheRow() {
        let views = (0..<3).map { _ in constrainedFree() }
        _ = arrange(views) { $0.distribution = .fillEqually; $0.spacing = 10 }
        #expect(views.map(\.frame) == [CGRect(x: 0, y: 0, width: 93, height: 100), CGRect(x: 103, y: 0, width: 94, height: 100),
                                       CGRect(x: 207, y: 0, width: 93, height: 100)])
    }

    @Test func fillStretchesTheViewThatHugsLeast() {
        let label = UILabel(), filler = UIView()
        label.text = "Name"
        filler.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        _ = arrange([label, filler]) { $0.spacing = 8; $0.alignment = .center }
        let text = label.intrinsicContentSize
        #expect(label.frame.minX == 0 && label.frame.width == text.width.rounded())
        #expect(filler.frame.minX == text.width.rounded() + 8 && filler.frame.maxX == 300)
        // Centred across: the label at its own height in the middle of the 100-point row, its
        // edges rounded to whole points.
        #expect(label.frame.minY == (50 - text.height / 2).rounded() && label.frame.maxY == (50 + text.height / 2).rounded())
    }

    @Test func equalSpacingAndEqualCenteringSpreadTheViews() {
        let spaced = boxes([CGSize(width: 40, height: 20), CGSize(width: 60, height: 20), CGSize(width: 20, height: 20)])
        _ = arrange(spaced) { $0.distribution = .equalSpacing; $0.alignment = .leading }
        #expect(spaced.map(\.frame.minX) == [0, 130, 280])
        let centred = boxes([CGSize(width: 40, height: 20), CGSize(width: 60, height: 20), CGSize(width: 20, height: 20)])
        _ = arrange(centred) { $0.distribution = .equalCentering; $0.alignment = .trailing }
        // Centres 20 and 290 at the ends, the middle one's halfway: 155.
        #expect(centred.map(\.frame.midX) == [20, 155, 290])
        #expect(centred.allSatisfy { $0.frame.maxY == 100 })
    }

    @Test func aVerticalStackWithCustomSpacingHiddenViewsAndMargins() {
        let views = boxes([CGSize(width: 50, height: 20), CGSize(width: 50, height: 30), CGSize(width: 50, height: 40)])
        views[1].isHidden = true
        let stack = arrange(views, height: 92) { stack in
            stack.axis = .vertical
            stack.alignment = .leading
            stack.spacing = 4
            stack.setCustomSpacing(12, after: views[0])
            stack.isLayoutMarginsRelativeArrangement = true
            stack.layoutMargins = UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
        }
        #expect(stack.customSpacing(after: views[0]) == 12)
        #expect(stack.customSpacing(after: views[2]) == UIStackView.spacingUseDefault)
        // The hidden view takes no space; the first view's custom spacing is what comes after it.
        #expect(views[0].frame == CGRect(x: 16, y: 10, width: 50, height: 20))
        #expect(views[2].frame == CGRect(x: 16, y: 42, width: 50, height: 40))
    }

    @Test func aHorizontalStackRunsRightToLeft() {
        let views = boxes([CGSize(width: 40, height: 10), CGSize(width: 60, height: 10)])
        _ = arrange(views, rightToLeft: true) { $0.spacing = 10; $0.alignment = .top }
        #expect(views[0].frame.maxX == 300 && views[1].frame.maxX == 250)
    }

    @Test func removingAnArrangedViewKeepsItAsASubview() {
        let views = boxes([CGSize(width: 40, height: 10), CGSize(width: 60, height: 10)])
        let stack = UIStackView(arrangedSubviews: views)
        stack.removeArrangedSubview(views[0])
        #expect(stack.arrangedSubviews.count == 1 && stack.subviews.count == 2)
        views[1].removeFromSuperview()
        #expect(stack.arrangedSubviews.isEmpty && stack.subviews.count == 1)
    }

    @Test func subviewsAreToldWhenTheyMove() {
        let parent = UIView(), child = MovingView()
        parent.addSubview(child)
        child.removeFromSuperview()
        #expect(child.log == ["willMove view", "didMove view", "willMove nil", "didMove nil"])
    }
}

/// A view placed by constraints, not yet in a superview.
private func constrainedFree() -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
}

@Suite struct UIViewAnimationTests {
    @Test func blockAnimationsApplyTheEndStateThenComplete() {
        let top = container(), child = constrained(in: top)
        let width = child.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([width, child.heightAnchor.constraint(equalToConstant: 10),
                                     child.leftAnchor.constraint(equalTo: top.leftAnchor), child.topAnchor.constraint(equalTo: top.topAnchor)])
        var log: [String] = []
        UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: [.curveEaseOut]) {
            width.constant = 120
            top.layoutIfNeeded()
            log.append("animations \(child.frame.width)")
        } completion: { finished in
            log.append("completion \(finished)")
        }
        UIView.animateKeyframes(withDuration: 1, delay: 0) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { child.alpha = 0.5 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { child.alpha = 0.25 }
        }
        #expect(log == ["animations 120.0", "completion true"])
        #expect(child.alpha == 0.25)
        UIView.performWithoutAnimation { #expect(!UIView.areAnimationsEnabled) }
        #expect(UIView.areAnimationsEnabled)
        let (_, warnings) = RasterDiagnostics.capturingWarnings { UIView.animate(withDuration: -1) { child.alpha = 1 } }
        #expect(child.alpha == 1)
        #expect(warnings == ["UIView.animate: a duration of -1.0 s and a delay of 0.0 s must be finite and 0 or more (UIKit "
                             + "takes them as 0); the changes are made at once, as every block animation's are in Raster"])
    }
}

/// A view whose `updateConstraints()` forgets `super`.
private final class ForgetfulView: UIView {
    override func updateConstraints() {}
}

@Suite struct AutoLayoutMistakeTests {
    @Test func aViewLeftTranslatingItsFrameIsNamedInTheConflict() {
        let top = container(), child = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
        top.addSubview(child)
        let (_, warnings) = RasterDiagnostics.capturingWarnings {
            child.leadingAnchor.constraint(equalTo: top.leadingAnchor, constant: 40).isActive = true
            top.layoutIfNeeded()
        }
        #expect(child.frame == CGRect(x: 5, y: 5, width: 20, height: 20))
        #expect(warnings == ["Auto Layout: NSLayoutConstraint UIView.leading == UIView.leading + 40.0 cannot hold together "
                             + "with the required constraints before it, so it is left out (UIKit breaks a constraint too, "
                             + "not always this one) (UIView's translatesAutoresizingMaskIntoConstraints is true, so its "
                             + "frame is held where it was set: set it to false for constraints to place the view); remove "
                             + "the constraint it conflicts with, or give one of them a priority below .required"])
    }

    @Test func nonFiniteFramesAndMarginsAndNegativeSizesWarn() {
        let top = container(), child = constrained(in: top)
        let (_, warnings) = RasterDiagnostics.capturingWarnings {
            top.frame = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10)
            top.layoutMargins = UIEdgeInsets(top: .nan, left: .infinity, bottom: 0, right: 0)
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: top.layoutMarginsGuide.leadingAnchor),
                child.topAnchor.constraint(equalTo: top.layoutMarginsGuide.topAnchor),
                child.widthAnchor.constraint(equalToConstant: -50),
                child.heightAnchor.constraint(equalToConstant: 10),
            ])
            top.layoutIfNeeded()
        }
        // The frame kept its finite value; the non-finite margins count as 0.
        #expect(top.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(child.frame == CGRect(x: 0, y: 0, width: 0, height: 10))
        #expect(warnings.contains { $0.hasPrefix("A UIView was given the frame") && $0.contains("CALayerInvalidGeometry") })
        #expect(warnings.contains { $0.contains("layoutMargins are [nan, inf, 0.0, 0.0]") })
        #expect(warnings.contains { $0.contains("a width of -50.0 and a height of 10.0 points") })
    }

    @Test func whatUIKitRaisesForWarnsHere() {
        let top = container(), child = constrained(in: top)
        let width = child.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true
        let view = ForgetfulView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), loose = UILayoutGuide()
        let (_, warnings) = RasterDiagnostics.capturingWarnings {
            width.priority = .defaultLow
            view.layoutIfNeeded()
            child.leftAnchor.constraint(equalTo: loose.leftAnchor).isActive = true
        }
        #expect(width.priority == .required)
        #expect(warnings.contains { $0.contains("priority cannot change between required and optional") })
        #expect(warnings.contains { $0 == "ForgetfulView.updateConstraints() did not call super.updateConstraints() (UIKit "
                                       + "raises an exception); call it as the override's last step" })
        #expect(warnings.contains { $0.contains("add the layout guide to a view with addLayoutGuide") })
    }

    @Test func transitionsReplaceTheViewAndSpringsApplyAtOnce() {
        let top = container(), old = UIView(), new = UIView(), other = UIView()
        [old, other].forEach(top.addSubview)
        var finished = false
        UIView.transition(from: old, to: new, duration: 0.3, options: .transitionCrossDissolve) { finished = $0 }
        #expect(top.subviews.map { ObjectIdentifier($0) } == [ObjectIdentifier(new), ObjectIdentifier(other)])
        #expect(finished)
        UIView.animate(springDuration: 0.4, bounce: 0.2) { other.alpha = 0.5 }
        #expect(other.alpha == 0.5)
    }
}

@Suite struct AutoLayoutTopViewTests {
    @Test func aConstraintOnTheTopViewsSizeSaysHowToSizeIt() {
        let top = container()
        let (_, warnings) = RasterDiagnostics.capturingWarnings {
            top.heightAnchor.constraint(equalToConstant: 44).isActive = true
            top.layoutIfNeeded()
        }
        #expect(top.frame.height == 200)
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("the top view is held at the size it was laid out at") == true)
        // Fitting the same view takes the constraint.
        #expect(top.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height == 44)
    }
}
