import Foundation

extension CAAnimation {
    /// The copy ``CALayer/add(_:forKey:)`` keeps, as Core Animation copies the animation it is given,
    /// so later changes to the caller's object have no effect on the running one.
    ///
    /// HitKit's own classes are copied field by field. An instance of a subclass of yours is kept
    /// itself, not copied: Swift on Linux has no `NSCopying` machinery to make an instance of a class
    /// it does not know, and keeping the object keeps its overrides working.
    func copiedForAdding() -> CAAnimation {
        let kind = type(of: self)
        let copy: CAAnimation
        switch self {
        case let spring as CASpringAnimation where kind == CASpringAnimation.self:
            let made = CASpringAnimation()
            made.mass = spring.mass
            made.stiffness = spring.stiffness
            made.damping = spring.damping
            made.initialVelocity = spring.initialVelocity
            made.copyBasic(from: spring)
            copy = made
        case let basic as CABasicAnimation where kind == CABasicAnimation.self:
            let made = CABasicAnimation()
            made.copyBasic(from: basic)
            copy = made
        case let keyframe as CAKeyframeAnimation where kind == CAKeyframeAnimation.self:
            let made = CAKeyframeAnimation()
            made.copyProperty(from: keyframe)
            made.values = keyframe.values
            made.keyTimes = keyframe.keyTimes
            made.timingFunctions = keyframe.timingFunctions
            made.calculationMode = keyframe.calculationMode
            copy = made
        case let group as CAAnimationGroup where kind == CAAnimationGroup.self:
            let made = CAAnimationGroup()
            made.animations = group.animations?.map { $0.copiedForAdding() }
            copy = made
        case let property as CAPropertyAnimation where kind == CAPropertyAnimation.self:
            let made = CAPropertyAnimation()
            made.copyProperty(from: property)
            copy = made
        default:
            guard kind == CAAnimation.self else { return self }
            copy = CAAnimation()
        }
        copy.copyTiming(from: self)
        return copy
    }

    private func copyTiming(from other: CAAnimation) {
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        timingFunction = other.timingFunction
        delegate = other.delegate
        isRemovedOnCompletion = other.isRemovedOnCompletion
    }
}

extension CAPropertyAnimation {
    fileprivate func copyProperty(from other: CAPropertyAnimation) {
        keyPath = other.keyPath
        isAdditive = other.isAdditive
        isCumulative = other.isCumulative
    }
}

extension CABasicAnimation {
    fileprivate func copyBasic(from other: CABasicAnimation) {
        copyProperty(from: other)
        fromValue = other.fromValue
        toValue = other.toValue
        byValue = other.byValue
    }
}

extension CAAnimation {
    /// The key paths this animation changes: a property animation's own, a group's animations' (in
    /// order, each once).
    var animatedKeyPaths: [String] {
        var paths: [String] = []
        var seen: Set<String> = []
        var pending: [CAAnimation] = [self]
        while let animation = pending.popLast() {
            if let property = animation as? CAPropertyAnimation, let path = property.keyPath,
                seen.insert(path).inserted
            {
                paths.append(path)
            } else if let group = animation as? CAAnimationGroup {
                pending.append(contentsOf: (group.animations ?? []).reversed())
            }
        }
        return paths
    }
}
